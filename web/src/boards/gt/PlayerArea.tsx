import type { LegalAction } from "../../protocol";
import { Pile } from "../Card";
import type { Placed } from "./gtActions";
import type { GtPlayer, GtTable } from "./gtObservation";
import { HandCard } from "./HandCard";
import { HiddenHand } from "./HiddenHand";
import { UnitCard } from "./UnitCard";
import type { UnitStats } from "./unitStats";

// One hand at the table: its units in play, its hand (your own to play from, anyone else's as
// the server sent it: backs, or the cards you were shown), and its victory pile.
export function PlayerArea(props: {
  player: GtPlayer;
  who: string; // "You", "Ally", "Enemy" or "" for a spectator
  table: GtTable;
  stats: Map<string, UnitStats>;
  mine: boolean;
  placed: Placed[];
  selected: string | null;
  setSelected: (s: string | null) => void;
  act: (text: string) => void;
  disabled: boolean;
}) {
  const { player, who, table, stats, mine, placed, selected, setSelected, act, disabled } = props;
  const name = `Player ${player.index + 1}`;
  // What a click on a target does: the actions aimed at it from the selected source, or
  // needing no source at all.
  const aimedAt = (target: string): LegalAction[] =>
    disabled
      ? []
      : placed
          .filter((p) => p.target === target && (p.source === null || p.source === selected))
          .map((p) => p.action);
  const toPlayer = aimedAt(name);
  const deciding = table.decider === player.index && table.step !== "game_over";
  const fromCard = (card: string) => placed.filter((p) => p.source === card);
  const toggle = (s: string) => setSelected(selected === s ? null : s);
  return (
    <section
      className={`gt-player${mine ? " mine" : ""}${deciding ? " deciding" : ""}`}
      aria-label={`${name}${who ? ` (${who})` : ""}`}
    >
      <h3>
        {name}
        {who && <span className="who"> {who}</span>}
        {player.seat !== "in_play" && (
          <span className="seat-state"> [{player.seat.replace(/_/g, " ")}]</span>
        )}
        {deciding && <span className="deciding-mark"> deciding</span>}
        {toPlayer.map((a) => (
          <button key={a.index} data-action={a.text} onClick={() => act(a.text)}>
            {a.text}
          </button>
        ))}
      </h3>
      <div className="gt-units" aria-label={`${name} units`}>
        {player.units.length === 0 && <span className="empty">no units</span>}
        {player.units.map((u, i) => (
          <UnitCard
            key={u.label}
            unit={u}
            stats={stats.get(u.label)}
            actions={aimedAt(u.label)}
            act={act}
            leaderSelectable={!disabled && placed.some((p) => p.source === `leader@${u.label}`)}
            leaderSelected={selected === `leader@${u.label}`}
            selectLeader={() => toggle(`leader@${u.label}`)}
            attacking={
              table.attack.card !== null && table.active === player.index && table.attack.unit === i
            }
            attacked={table.attack.targetPlayer === player.index && table.attack.targetUnit === i}
          />
        ))}
      </div>
      {mine ? (
        <section className="card-row" aria-label={`${name} hand`}>
          <h3>
            Hand <span className="count">({player.hand.length})</span>
          </h3>
          <div className="cards">
            {player.hand.length === 0 && <span className="empty">empty</span>}
            {player.hand.map((c, i) => (
              <HandCard
                key={`${c}-${i}`}
                name={c}
                placed={fromCard(c)}
                act={act}
                disabled={disabled}
                selected={selected === c}
                select={() => toggle(c)}
              />
            ))}
          </div>
        </section>
      ) : (
        <HiddenHand label={`${name} hand`} names={player.hand} />
      )}
      {(player.victoryUnits.length > 0 || player.victoryLeaders.length > 0) && (
        <Pile
          label={`${name} victory pile`}
          names={[...player.victoryUnits, ...player.victoryLeaders]}
        />
      )}
    </section>
  );
}
