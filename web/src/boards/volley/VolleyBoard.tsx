import { actionsByCard } from "../cardActions";
import { CardRow, Pile } from "../Card";
import { Meter } from "../Meter";
import { list, lists, num, numbers, str, type BoardProps } from "../types";

const START_TROOPS = 100;

// Volley's table: troop points, the attacker's meld and the reactions to it, each hand (the
// opponent's as a count of backs), the deck and the discard pile.
export function VolleyBoard({ view, seat, act, disabled }: BoardProps) {
  const o = view.observation;
  const me = seat ?? 0;
  const them = 1 - me;
  const hands = lists(o.hands);
  const sizes = numbers(o.hand_sizes);
  const troops = numbers(o.troops);
  const meld = list(o.meld);
  const reactions = Array.isArray(o.reactions)
    ? o.reactions.map(
        (r) =>
          `${str((r as { card?: unknown }).card)} → ${str((r as { target?: unknown }).target)}`,
      )
    : [];
  // A hand is its known cards then a back for each card not known (the opponent's, or both
  // for a spectator).
  const shown = (p: number) => {
    const known = hands[p] ?? [];
    const count = num(sizes[p], known.length);
    return [...known, ...Array<string>(Math.max(0, count - known.length)).fill("?")];
  };
  const mine = shown(me);
  const theirShown = shown(them);
  const byCard = actionsByCard([...mine, ...meld], view.legal);
  const who = (p: number) => (seat === null ? `Player ${p + 1}` : p === me ? "Your" : "Opponent");
  return (
    <div className="board volley">
      <div className="side them">
        <Meter label={`${who(them)} troops`} value={num(troops[them])} max={START_TROOPS} />
        <CardRow label={`${who(them)} hand`} names={theirShown} />
      </div>
      <div className="middle">
        <div className="pile" aria-label={`Deck: ${num(o.deck_size)} cards`}>
          Deck <strong>{num(o.deck_size)}</strong>
        </div>
        <CardRow
          label="Meld"
          names={meld}
          byCard={byCard}
          act={act}
          disabled={disabled}
          empty="no attack"
        />
        {reactions.length > 0 && (
          <section className="card-row" aria-label="Reactions">
            <h3>Reactions</h3>
            <ul>
              {reactions.map((r, i) => (
                <li key={i}>{r}</li>
              ))}
            </ul>
          </section>
        )}
        <Pile label="Discard pile" names={list(o.discard)} />
      </div>
      <div className="side me">
        <CardRow
          label={`${who(me)} hand`}
          names={mine}
          byCard={byCard}
          act={act}
          disabled={disabled}
        />
        <Meter label={`${who(me)} troops`} value={num(troops[me])} max={START_TROOPS} mine />
      </div>
    </div>
  );
}
