import { actionsByCard } from "../cardActions";
import { CardRow, Pile } from "../Card";
import { Meter } from "../Meter";
import { list, lists, num, numbers, str, type BoardProps } from "../types";

const START_MORALE = 20;

// Muskets' table: each side's Morale, infantry lines and hand (the opponent's as backs, or the
// cards scouted), the deck and the discard pile with counts.
export function MusketsBoard({ view, seat, act, disabled }: BoardProps) {
  const o = view.observation;
  const me = seat ?? 0;
  const them = 1 - me;
  const hands = lists(o.hands);
  const lines = lists(o.lines);
  const known = lists(o.known);
  const morale = numbers(o.morale);
  const deck = list(o.deck);
  const discard = list(o.discard);
  const mine = hands[me] ?? [];
  const byCard = actionsByCard([...mine, ...(lines[me] ?? []), ...(lines[them] ?? [])], view.legal);
  const who = (p: number) => (seat === null ? `Player ${p + 1}` : p === me ? "Your" : "Opponent");
  const theirKnown = known[them] ?? [];
  return (
    <div className="board muskets">
      <div className="side them">
        <Meter label={`${who(them)} Morale`} value={num(morale[them])} max={START_MORALE} />
        <CardRow
          label={`${who(them)} hand`}
          names={(hands[them] ?? []).map((c, i) =>
            c === "?" && i < theirKnown.length ? theirKnown[i]! : c,
          )}
        />
        <CardRow
          label={`${who(them)} line`}
          names={lines[them] ?? []}
          byCard={byCard}
          act={act}
          disabled={disabled}
        />
      </div>
      <div className="middle">
        <div className="pile" aria-label={`Deck: ${deck.length} cards`}>
          Deck <strong>{deck.length}</strong>
        </div>
        <Pile label="Discard pile" names={discard} />
        <div className="step">Step: {str(o.step).replace(/_/g, " ")}</div>
      </div>
      <div className="side me">
        <CardRow
          label={`${who(me)} line`}
          names={lines[me] ?? []}
          byCard={byCard}
          act={act}
          disabled={disabled}
        />
        <CardRow
          label={`${who(me)} hand`}
          names={mine}
          byCard={byCard}
          act={act}
          disabled={disabled}
        />
        <Meter label={`${who(me)} Morale`} value={num(morale[me])} max={START_MORALE} mine />
      </div>
    </div>
  );
}
