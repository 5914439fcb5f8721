// A Ready Aim Fire battalion's morale as a pip track along the card's lower edge: one pip for
// each total of two dice, 2 to 12, filled where a morale check passes (at its morale or less,
// L177-179): the Guard's 10 fills nine of eleven, Second Rate's 7 six.
const TOTALS = Array.from({ length: 11 }, (_, i) => i + 2);

export function MoralePips({ morale }: { morale: number }) {
  return (
    <svg
      className="card-pips"
      viewBox="0 0 110 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {TOTALS.map((n, i) => (
        <rect
          key={n}
          className={n <= morale ? "pip on" : "pip"}
          x={i * 10 + 1}
          y="1.5"
          width="8"
          height="7"
          rx="2"
        />
      ))}
    </svg>
  );
}
