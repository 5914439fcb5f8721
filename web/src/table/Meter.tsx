import type { MeterView } from "../protocol";

// A labelled bar (Morale 17 of 20, troops, losses against a breakpoint): the number and its
// maximum, both the server's, are always written beside the bar.
export function MeterBar({ meter, mine }: { meter: MeterView; mine: boolean }) {
  const pct = Math.max(0, Math.min(100, (100 * meter.value) / Math.max(1, meter.max)));
  return (
    <div
      className={`meter${mine ? " mine" : ""}`}
      aria-label={`${meter.label}: ${meter.value} of ${meter.max}`}
      data-meter={meter.id}
    >
      <span className="meter-label">{meter.label}</span>
      <span className="meter-bar">
        <span style={{ width: `${pct}%` }} />
      </span>
      <span className="meter-value">
        {meter.value}/{meter.max}
      </span>
    </div>
  );
}
