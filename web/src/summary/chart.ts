// The numbers behind a meter chart, kept apart from the drawing so they are tested without a
// browser: the axes' ranges, the words a screen reader hears, the table of values per turn.
import type { Track } from "./summary";

export interface ChartScale {
  low: number;
  high: number;
  firstStep: number;
  lastStep: number;
  firstTurn: number;
  lastTurn: number;
}

// The value axis runs from 0 (or the lowest value, when a meter fell below 0) to the meters'
// maximum (or the highest value, when one passed it); the step axis over every frame.
export function chartScale(tracks: Track[]): ChartScale {
  const points = tracks.flatMap((t) => t.points);
  const values = points.map((p) => p.value);
  const steps = points.map((p) => p.step);
  const turns = points.map((p) => p.turn);
  return {
    low: Math.min(0, ...values),
    high: Math.max(1, ...tracks.map((t) => t.max), ...values),
    firstStep: Math.min(...steps),
    lastStep: Math.max(...steps),
    firstTurn: Math.min(...turns),
    lastTurn: Math.max(...turns),
  };
}

// "Player 1 from 20 to -10 (lowest -10, highest 20)".
export function trackSummary(track: Track, name: string): string {
  const values = track.points.map((p) => p.value);
  if (!values.length) return `${name}: no values`;
  const first = values[0]!;
  const last = values[values.length - 1]!;
  const low = Math.min(...values);
  const high = Math.max(...values);
  return `${name} from ${first} to ${last} (lowest ${low}, highest ${high})`;
}

// The value of each track at the end of each turn (the last frame of that turn), in turn order.
export function perTurn(tracks: Track[]): { turn: number; values: number[] }[] {
  const turns = [...new Set(tracks.flatMap((t) => t.points.map((p) => p.turn)))].sort(
    (a, b) => a - b,
  );
  return turns.map((turn) => ({
    turn,
    values: tracks.map((t) => {
      const inTurn = t.points.filter((p) => p.turn <= turn);
      return inTurn.length ? inTurn[inTurn.length - 1]!.value : 0;
    }),
  }));
}

// Tracks drawn together: the same meter (label) of every player, in the board's order.
export function groupByLabel(tracks: Track[]): { label: string; tracks: Track[] }[] {
  const groups: { label: string; tracks: Track[] }[] = [];
  for (const t of tracks) {
    const group = groups.find((g) => g.label === t.label);
    if (group) group.tracks.push(t);
    else groups.push({ label: t.label, tracks: [t] });
  }
  return groups;
}

// The time axis's words: the first and last turn under "Turn"; a game over within one turn has
// no span of turns to show ("1 ... 1"), so its axis counts the moves of that turn instead.
export function timeAxis(scale: ChartScale): { start: string; end: string; label: string } {
  if (scale.firstTurn !== scale.lastTurn) {
    return { start: `${scale.firstTurn}`, end: `${scale.lastTurn}`, label: "Turn" };
  }
  const moves = scale.lastStep - scale.firstStep;
  return {
    start: "start",
    end: `${moves} ${moves === 1 ? "move" : "moves"}`,
    label: `Turn ${scale.firstTurn}, move by move`,
  };
}
