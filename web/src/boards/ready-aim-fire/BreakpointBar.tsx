import type { Army } from "./observation";

// How near an army is to its breakpoint: losses so far against the nation's limit, as a bar with
// the numbers written beside it. When the breakpoint rule is not in play the bar still shows the
// losses, and says the rule is off.
export function BreakpointBar({ army, who, mine }: { army: Army; who: string; mine: boolean }) {
  const { lost, limit, inPlay } = army.breakpoint;
  const pct = Math.max(0, Math.min(100, (100 * lost) / Math.max(1, limit)));
  return (
    <div
      className={`meter breakpoint${mine ? " mine" : ""}`}
      role="meter"
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={lost}
      aria-label={`${who} breakpoint: ${lost} of ${limit} lost${inPlay ? "" : " (rule not in play)"}`}
    >
      <span className="meter-label">{who} breakpoint</span>
      <span className="meter-bar">
        <span style={{ width: `${pct}%` }} />
      </span>
      <span className="meter-value">
        {lost}/{limit}
        {!inPlay && <small> (off)</small>}
      </span>
    </div>
  );
}
