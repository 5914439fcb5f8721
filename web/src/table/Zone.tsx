import type { CardView, ZoneView } from "../protocol";
import { CardFace, factText } from "./CardFace";
import { pileGroupsOf } from "./fold";
import { pileRow } from "./pileRow";
import { cardSpot, zoneSpot } from "./parts";
import { useCardReading } from "./CardRoles";
import { useTable } from "./TableContext";

// One zone of the board: a row of cards (hand, line), a column (a stack, with slot numbers), a
// pile (its top card and count, the whole pile one click away) or a deck (a count). A zone a
// legal action acts on is a button, highlighted from the actions' parts.
export function Zone({ zone, facing = false }: { zone: ZoneView; facing?: boolean }) {
  const t = useTable();
  const spot = zoneSpot(zone.id);
  const source = t.sources.has(spot);
  const destination = t.destinations.has(spot);
  const plays = source || destination ? t.playsAt(spot) : undefined;
  const { hiddenZoneFacts } = useCardReading();
  const facts = Object.entries(zone.facts ?? {}).filter(
    ([k, v]) => v !== false && v !== "" && !hiddenZoneFacts.has(k),
  );
  const cards = withBacks(zone);
  const title = (
    <>
      <span className="zone-label">{zone.label}</span> <span className="count">({zone.count})</span>
      {facts.map(([k, v]) => (
        <span key={k} className="zone-fact">
          {" "}
          · {factText(k, v)}
        </span>
      ))}
    </>
  );
  // A stack folded with what may be played in it (fold.ts): its header opens it.
  const group = t.groups.get(spot);
  const cls = `zone ${zone.kind}${source ? " source" : ""}${destination ? " destination" : ""}${
    group ? " group" : ""
  }${t.selected === spot ? " selected" : ""}`;
  const header = group ? (
    <button
      className="zone-button"
      data-zone={zone.id}
      data-group={spot}
      aria-expanded={false}
      onClick={() => t.openGroup(spot)}
    >
      {title}
      <span className="group-count"> · {group} to play</span>
    </button>
  ) : source || destination ? (
    <button
      className="zone-button"
      data-zone={zone.id}
      data-action={plays?.text}
      aria-pressed={t.selected === spot}
      onClick={() => t.click(spot)}
    >
      {title}
    </button>
  ) : (
    <h3>{title}</h3>
  );
  if (zone.kind === "deck") {
    return (
      <section
        className={cls}
        aria-label={`${zone.label}: ${zone.count} cards`}
        data-zone-id={zone.id}
        data-owner={zone.owner ?? undefined}
      >
        {header}
      </section>
    );
  }
  // A pile is its top card and count, unless a card in it can be played (the battalions to place),
  // maybe folded by class behind one button each (fold.ts).
  const classes = zone.kind === "pile" ? pileGroupsOf(zone.id, t.groups) : [];
  const isPlayable = (c: CardView) =>
    c.id !== undefined && (t.sources.has(cardSpot(c.id)) || t.destinations.has(cardSpot(c.id)));
  const playable = classes.length > 0 || cards.some(isPlayable);
  if (zone.kind === "pile" && !playable) {
    const top = cards[cards.length - 1];
    return (
      <section
        className={cls}
        aria-label={zone.label}
        data-zone-id={zone.id}
        data-owner={zone.owner ?? undefined}
      >
        {header}
        {top && <CardFace card={top} />}
        {cards.length > 1 && <FoldedCards summary="every card" cards={cards} />}
      </section>
    );
  }
  // Cards are keyed by place and name, not id: Muskets ids name a copy within one view only, and
  // a card that stays put must not be dealt in again at every view.
  // A stack is drawn top card nearest the middle of the table: the facing side's reversed.
  // A pile with cards to choose draws one card a kind on offer and folds the rest (pileRow.ts).
  const ordered = zone.kind === "stack" && facing ? [...cards].reverse() : cards;
  const { row, folded } =
    zone.kind === "pile"
      ? pileRow(ordered, isPlayable, classes.length > 0)
      : { row: ordered.map((card) => ({ card, copies: 1 })), folded: [] };
  return (
    <section
      className={cls}
      aria-label={zone.label}
      data-zone-id={zone.id}
      data-owner={zone.owner ?? undefined}
    >
      {header}
      {classes.length > 0 && (
        <div className="class-buttons" role="group" aria-label={`${zone.label} by class`}>
          {classes.map(({ group, cls, count }) => (
            <button
              key={group}
              className="class-button"
              data-group={group}
              data-group-cards={cards
                .filter((c) => c.facts?.class === cls && c.id !== undefined)
                .map((c) => c.id)
                .join(" ")}
              aria-expanded={false}
              onClick={() => t.openGroup(group)}
            >
              {classWord(cls)}: {count} to choose
            </button>
          ))}
        </div>
      )}
      <div className="cards">
        {row.length === 0 && <span className="empty">empty</span>}
        {row.map(({ card: c, copies }, i) => (
          <CardFace
            key={`${i}:${c.name ?? "back"}`}
            card={c}
            extra={
              zone.kind === "stack" && c.slot !== undefined
                ? `slot ${c.slot}`
                : copies > 1
                  ? `×${copies}`
                  : undefined
            }
          />
        ))}
      </div>
      {folded.length > 0 && (
        <FoldedCards
          summary={`${folded.length} other card${folded.length === 1 ? "" : "s"}`}
          cards={folded}
        />
      )}
    </section>
  );
}

// A pile's cards behind one disclosure: its whole pile, or those its row does not draw.
function FoldedCards({ summary, cards }: { summary: string; cards: readonly CardView[] }) {
  return (
    <details>
      <summary>{summary}</summary>
      <div className="cards">
        {cards.map((c, i) => (
          <CardFace key={`${i}:${c.name ?? "back"}`} card={c} />
        ))}
      </div>
    </details>
  );
}

// "light_cav" or "infantry" as a heading: "Light cav", "Infantry".
export function classWord(cls: string): string {
  const words = cls.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// A hand whose cards the viewer may not see may list fewer cards than it holds: the rest are
// drawn as backs, so its size shows.
function withBacks(zone: ZoneView): CardView[] {
  if (zone.kind === "deck" || zone.cards.length >= zone.count) return zone.cards;
  const missing = zone.count - zone.cards.length;
  return [...zone.cards, ...Array.from({ length: missing }, (): CardView => ({ back: true }))];
}
