// A labelled bar for Morale or troop points: the number is always written beside the bar.
export function Meter(props: { label: string; value: number; max: number; mine?: boolean }) {
  const { label, value, max, mine } = props;
  const pct = Math.max(0, Math.min(100, (100 * value) / Math.max(1, max)));
  return (
    <div className={`meter${mine ? " mine" : ""}`} aria-label={`${label}: ${value}`}>
      <span className="meter-label">{label}</span>
      <span className="meter-bar">
        <span style={{ width: `${pct}%` }} />
      </span>
      <span className="meter-value">{value}</span>
    </div>
  );
}
