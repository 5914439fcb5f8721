import type { LegalAction } from "../protocol";

// A card drawn as SVG. A card with legal actions is a button; with one action a click plays
// it, with several the actions are listed under it. Face-down cards show a back and no name.
export function Card(props: {
  name: string; // "?" for a face-down card
  actions?: LegalAction[];
  act?: (text: string) => void;
  disabled?: boolean;
  tone?: string; // a CSS class for the card's kind; the name is always written too
  note?: string;
}) {
  const { name, actions = [], act, disabled, tone = "", note } = props;
  const hidden = name === "?";
  const playable = !disabled && actions.length > 0 && act !== undefined;
  const face = (
    <svg viewBox="0 0 100 140" className="card-face" aria-hidden="true">
      <rect x="2" y="2" width="96" height="136" rx="9" />
      {hidden ? (
        <path d="M14 14h72v112H14z M14 14l72 112 M86 14L14 126" className="back" />
      ) : (
        <foreignObject x="6" y="8" width="88" height="124">
          <div className="card-name">{name}</div>
        </foreignObject>
      )}
    </svg>
  );
  const label = hidden ? "face-down card" : name;
  return (
    <div className={`card ${tone}${hidden ? " hidden" : ""}${playable ? " playable" : ""}`}>
      {playable && actions.length === 1 ? (
        <button
          className="card-button"
          aria-label={`${actions[0]!.text}`}
          data-action={actions[0]!.text}
          onClick={() => act(actions[0]!.text)}
        >
          {face}
        </button>
      ) : (
        <div role="img" aria-label={label}>
          {face}
        </div>
      )}
      {note && <div className="card-note">{note}</div>}
      {playable && actions.length > 1 && (
        <div className="card-actions">
          {actions.map((a) => (
            <button key={a.index} data-action={a.text} onClick={() => act(a.text)}>
              {a.text}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

export function CardRow(props: {
  label: string;
  names: readonly string[];
  byCard?: Map<string, LegalAction[]>;
  act?: (text: string) => void;
  disabled?: boolean;
  tone?: (name: string) => string;
  empty?: string;
}) {
  const { label, names, byCard, act, disabled, tone, empty = "none" } = props;
  return (
    <section className="card-row" aria-label={label}>
      <h3>
        {label} <span className="count">({names.length})</span>
      </h3>
      <div className="cards">
        {names.length === 0 && <span className="empty">{empty}</span>}
        {names.map((n, i) => (
          <Card
            key={`${n}-${i}`}
            name={n}
            actions={byCard?.get(n)}
            act={act}
            disabled={disabled}
            tone={tone?.(n)}
          />
        ))}
      </div>
    </section>
  );
}

// A pile that is public but long (a discard pile): the top card and the count, the whole pile
// one click away.
export function Pile({ label, names }: { label: string; names: readonly string[] }) {
  const top = names[names.length - 1];
  return (
    <details className="pile-row" aria-label={label}>
      <summary>
        {label} <span className="count">({names.length})</span>
        {top === undefined ? (
          <span className="empty"> empty</span>
        ) : (
          <span className="top">top: {top}</span>
        )}
      </summary>
      <CardRow label={`${label}, every card`} names={names} empty="empty" />
    </details>
  );
}
