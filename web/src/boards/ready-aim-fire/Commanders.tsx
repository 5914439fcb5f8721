import type { Commander } from "./observation";

// A Divisional General beside his stack: his rating and the re-rolls he has left this turn.
export function GeneralBadge({ general }: { general: Commander }) {
  return (
    <div
      className="general"
      aria-label={`General ${general.rating || general.card}, ${general.rerollsLeft} re-rolls left`}
    >
      <span className="general-icon" aria-hidden="true">
        ★
      </span>
      Gen {general.rating || general.card}
      <span className="rerolls">
        {general.rerollsLeft} re-roll{general.rerollsLeft === 1 ? "" : "s"}
      </span>
    </div>
  );
}

// The Army Commander, behind the line or leading the stack he took over. Only an owner knows
// his own designated commander before it is played; the observation says nothing of the
// enemy's until then, so nothing is drawn for it.
export function ArmyCommanderBadge(props: {
  commander: Commander | null;
  dead: boolean;
  mine: boolean;
}) {
  const { commander, dead, mine } = props;
  if (dead)
    return (
      <div className="army-commander dead" aria-label="Army Commander killed">
        Army Commander killed
      </div>
    );
  if (!commander) return null;
  return (
    <div
      className={`army-commander${mine ? " mine" : ""}`}
      aria-label={`${mine ? "Your" : "Enemy"} Army Commander ${commander.rating}, ${commander.rerollsLeft} re-rolls left`}
    >
      <span aria-hidden="true">⚑</span> {mine ? "Your Army Commander" : "Army Commander"}{" "}
      {commander.rating}
      <span className="rerolls">
        {commander.rerollsLeft} re-roll{commander.rerollsLeft === 1 ? "" : "s"}
      </span>
    </div>
  );
}
