import { Die } from "../../components/Dice";
import type { RollData } from "../../protocol";
import type { CombatReport } from "./combat";

// The last combat at a glance: each side's die (two for Second Volley) with its modifiers and
// total, the difference, and the result row the server narrated.
export function CombatDice({ combat, seat }: { combat: CombatReport; seat: number | null }) {
  const diff = combat.difference;
  const side = (attacker: boolean): string => {
    if (seat === null || combat.attacker === undefined) return attacker ? "Attacker" : "Defender";
    const mine = (combat.attacker === seat) === attacker;
    return `${attacker ? "Attacker" : "Defender"} (${mine ? "you" : "enemy"})`;
  };
  return (
    <section className="combat-dice" aria-label="Last combat">
      <h3>{combat.final ? "Last combat" : "Combat (re-rolls may follow)"}</h3>
      <div className="combat-sides">
        <Side title={side(true)} roll={combat.attack} />
        <Side title={side(false)} roll={combat.defence} />
      </div>
      <p className="difference">
        Difference <strong>{diff > 0 ? `+${diff}` : diff}</strong> (attacker − defender)
      </p>
      {combat.result && <p className="combat-result">{combat.result}</p>}
    </section>
  );
}

function Side({ title, roll }: { title: string; roll: RollData }) {
  return (
    <div
      className="combat-side"
      aria-label={`${title}: ${roll.label ?? ""}, total ${roll.total ?? "?"}`}
    >
      <div className="combat-who">
        {title}: {(roll.label ?? "").replace(/^(attack|defence) roll of /, "")}
      </div>
      <span className="dice">
        {roll.dice?.map((d, i) => (
          <Die key={i} value={d} />
        ))}
      </span>
      <ul className="modifiers">
        {roll.modifiers?.map((m, i) => (
          <li key={i} className="modifier">
            {m.value >= 0 ? "+" : ""}
            {m.value} {m.source}
          </li>
        ))}
      </ul>
      <div className="total">= {roll.total}</div>
    </div>
  );
}
