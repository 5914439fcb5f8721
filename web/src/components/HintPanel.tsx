import type { Hint } from "../protocol";

// The search bot's advice: its move, and the moves it weighed with their share of the search
// and estimated win rate, side by side.
export function HintPanel({ hint, dismiss }: { hint: Hint; dismiss: () => void }) {
  return (
    <section className="hint" aria-label="Hint">
      <h3>
        Hint: {hint.action}{" "}
        <button onClick={dismiss} aria-label="Close hint">
          ×
        </button>
      </h3>
      {hint.searched && (
        <table>
          <thead>
            <tr>
              <th>move</th>
              <th>visits</th>
              <th>wins</th>
            </tr>
          </thead>
          <tbody>
            {hint.candidates.map((c) => (
              <tr key={c.index}>
                <td>{c.action}</td>
                <td>{Math.round(c.visit_share * 100)}%</td>
                <td>{Math.round(c.win_rate * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
