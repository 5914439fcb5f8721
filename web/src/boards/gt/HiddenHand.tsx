import { Card } from "../Card";

// Someone else's hand as this seat may see it: the cards it was shown (Probe, Scouts) face up,
// the rest as small backs, so a phone need not scroll past rows of card backs.
export function HiddenHand({ label, names }: { label: string; names: readonly string[] }) {
  const hidden = names.filter((n) => n === "?").length;
  return (
    <section className="card-row hidden-hand" aria-label={label}>
      <h3>
        {label} <span className="count">({names.length})</span>
      </h3>
      <div className="cards">
        {names.length === 0 && <span className="empty">empty</span>}
        {names
          .filter((n) => n !== "?")
          .map((n, i) => (
            <Card key={`${n}-${i}`} name={n} tone="battle" />
          ))}
        {Array.from({ length: hidden }, (_, i) => (
          <span key={i} className="mini-back" role="img" aria-label="face-down card" />
        ))}
      </div>
    </section>
  );
}
