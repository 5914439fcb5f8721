import type { Track } from "./summary";
import { chartScale, perTurn, timeAxis, trackSummary } from "./chart";

// One meter (Morale, Troops, Losses...) over the game as a small SVG line chart, one line per
// player, with its axes labelled. For screen readers the picture is an image whose label
// summarises each line, and the values at the end of each turn are a table under it.
export function MeterChart({
  label,
  tracks,
  name,
}: {
  label: string;
  tracks: Track[];
  name: (owner: number | null) => string;
}) {
  const W = 320;
  const H = 170;
  const left = 40;
  const right = 10;
  const top = 10;
  const bottom = 34;
  const scale = chartScale(tracks);
  const x = (step: number) =>
    left +
    ((step - scale.firstStep) / Math.max(1, scale.lastStep - scale.firstStep)) * (W - left - right);
  const y = (value: number) =>
    top + (1 - (value - scale.low) / Math.max(1, scale.high - scale.low)) * (H - top - bottom);
  const summary = `${label} over the game: ${tracks.map((t) => trackSummary(t, name(t.owner))).join("; ")}.`;
  const table = perTurn(tracks);
  const axis = timeAxis(scale);
  return (
    <figure className="meter-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        <title>{summary}</title>
        <line className="axis" x1={left} y1={top} x2={left} y2={H - bottom} />
        <line className="axis" x1={left} y1={H - bottom} x2={W - right} y2={H - bottom} />
        {scale.low < 0 && scale.high > 0 && (
          <line className="zero" x1={left} y1={y(0)} x2={W - right} y2={y(0)} />
        )}
        {[scale.low, scale.high].map((v) => (
          <text key={`y${v}`} className="tick" x={left - 4} y={y(v) + 4} textAnchor="end">
            {v}
          </text>
        ))}
        <text className="tick" x={left} y={H - bottom + 14} textAnchor="start">
          {axis.start}
        </text>
        <text className="tick" x={W - right} y={H - bottom + 14} textAnchor="end">
          {axis.end}
        </text>
        <text className="axis-label" x={(left + W - right) / 2} y={H - 4} textAnchor="middle">
          {axis.label}
        </text>
        {tracks.map((t, i) => (
          <polyline
            key={t.id}
            className={`line line-${i % 6}`}
            points={t.points
              .map((p) => `${x(p.step).toFixed(1)},${y(p.value).toFixed(1)}`)
              .join(" ")}
          />
        ))}
      </svg>
      <figcaption>
        <span className="chart-title">{label}</span>
        {tracks.map((t, i) => (
          <span key={t.id} className={`legend legend-${i % 6}`}>
            {name(t.owner)}
          </span>
        ))}
      </figcaption>
      <details className="chart-data">
        <summary>{label}: the values turn by turn</summary>
        <table>
          <caption>{label} at the end of each turn</caption>
          <thead>
            <tr>
              <th scope="col">Turn</th>
              {tracks.map((t) => (
                <th scope="col" key={t.id}>
                  {name(t.owner)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.map((row) => (
              <tr key={row.turn}>
                <th scope="row">{row.turn}</th>
                {row.values.map((v, i) => (
                  <td key={tracks[i]!.id}>{v}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
