// A die drawn as a die: pips for 1-6, the number for anything larger.
const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [1, 3],
    [3, 1],
    [3, 3],
  ],
  5: [
    [1, 1],
    [1, 3],
    [2, 2],
    [3, 1],
    [3, 3],
  ],
  6: [
    [1, 1],
    [1, 2],
    [1, 3],
    [3, 1],
    [3, 2],
    [3, 3],
  ],
};

export function Die({ value }: { value: number }) {
  const pips = PIPS[value];
  return (
    <svg className="die" viewBox="0 0 40 40" role="img" aria-label={`die showing ${value}`}>
      <rect x="1" y="1" width="38" height="38" rx="7" />
      {pips ? (
        pips.map(([c, r]) => <circle key={`${c}${r}`} cx={c * 10} cy={r * 10} r="3.6" />)
      ) : (
        <text x="20" y="27" textAnchor="middle">
          {value}
        </text>
      )}
    </svg>
  );
}
