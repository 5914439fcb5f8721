// The end-of-game summary, computed from structured data only: the final view's `winner`,
// `end_reason` and `board`, and the replay frames of this game for this viewer (each frame's
// meters and the `data` of the events that viewer saw). No event text is read, so nothing here
// can show a card the viewer was not shown.
import type { BoardView, GameEvent, ReplayFrame, View } from "../protocol";

export interface TrackPoint {
  step: number;
  turn: number;
  value: number;
}

// One meter of one player over the game (or, on a board without meters, the cards in a
// player's line: GT's units in play).
export interface Track {
  id: string;
  label: string;
  owner: number | null;
  max: number;
  points: TrackPoint[];
}

export interface Outcome {
  // The winning side, or null for a draw.
  winner: number | null;
  winnerName: string;
  // "won" / "lost" for a seat, undefined for a spectator.
  mine?: "won" | "lost" | "draw";
  reason: string;
  why: string;
}

export interface MeterChange {
  id: string;
  label: string;
  owner: number | null;
  change: number;
}

// A step that moved the meters, with the cards played in its turn up to that step.
export interface Swing {
  step: number;
  turn: number;
  changes: MeterChange[];
  cards: { player: number | null; card: string }[];
}

export interface CardCount {
  card: string;
  count: number;
}

export interface PlayedBy {
  player: number;
  cards: CardCount[];
}

// What each game's `end_reason` code means, in words for the summary. A code a game adds later
// is shown as it is until it is described here.
const REASONS: Record<string, string> = {
  morale: "a side's Morale ran out",
  "turn limit": "the turn limit was reached",
  troops: "a side's troops ran out",
  breakpoint: "an army's losses reached its breakpoint",
  "three positions": "an army lost three of its positions",
  destroyed: "a side had no units left in play",
  stalemate: "neither side attacked for too long (stalemate)",
};

export function explainReason(reason: string): string {
  return REASONS[reason] ?? reason;
}

export function sideName(board: BoardView, side: number): string {
  const named = board.sides.find((s) => s.side === side)?.name;
  if (named) return named;
  const seats = board.seats.filter((s) => s.side === side).map((s) => s.name);
  return seats.length ? seats.join(" and ") : `Side ${side + 1}`;
}

export function outcomeOf(view: View, seat: number | null): Outcome {
  const { winner, end_reason: reason } = view;
  const side = seat === null ? null : (view.board.seats.find((s) => s.seat === seat)?.side ?? seat);
  const mine =
    side === null ? undefined : winner === null ? "draw" : winner === side ? "won" : "lost";
  return {
    winner,
    winnerName: winner === null ? "" : sideName(view.board, winner),
    mine,
    reason,
    why: reason ? explainReason(reason) : "",
  };
}

// The name a player is shown by: the board's seat name.
export function playerLabel(board: BoardView, player: number | null): string {
  if (player === null) return "Both sides";
  return board.seats.find((s) => s.seat === player)?.name ?? `Player ${player + 1}`;
}

interface Reading {
  id: string;
  label: string;
  owner: number | null;
  value: number;
  max: number;
}

// What a frame's board reads: its meters, or on a board without any the count of each player's
// line zones (so a game with no meter still has a track of its forces).
function readings(board: BoardView): Reading[] {
  if (board.meters.length) return board.meters;
  return board.zones
    .filter((z) => z.kind === "line" && z.owner !== null)
    .map((z) => ({ id: z.id, label: z.label, owner: z.owner, value: z.count, max: 0 }));
}

// The game's track starts once the armies are formed: after the last frame whose view says a
// seat is still forming its army (`setup`, Ready Aim Fire's formation, during which its
// "positions emptied" count the stacks not yet filled). Games without a formation start at frame 0.
function firstAfterSetup(frames: ReplayFrame[]): number {
  let last = -1;
  frames.forEach((f, i) => {
    if (f.view.setup) last = i;
  });
  return Math.min(last + 1, Math.max(0, frames.length - 1));
}

// Each meter's value at every frame from the armies' formation to the end.
export function tracksOf(frames: ReplayFrame[]): Track[] {
  const tracks = new Map<string, Track>();
  for (const frame of frames.slice(firstAfterSetup(frames))) {
    for (const r of readings(frame.view.board)) {
      let track = tracks.get(r.id);
      if (!track) {
        track = { id: r.id, label: r.label, owner: r.owner, max: r.max, points: [] };
        tracks.set(r.id, track);
      }
      track.max = Math.max(track.max, r.value);
      track.points.push({ step: frame.step, turn: frame.view.turn, value: r.value });
    }
  }
  return [...tracks.values()];
}

// The cards each event put into play, each card once: a `play` event's `card`, and an attack's
// `meld` less the cards the same player's `play` events of that turn already named (Volley plays
// each meld card, then attacks with the meld: counted once, not twice). What a viewer saw is
// what its events say, so a card it was not shown is in neither.
export function cardsPlayedBy(events: readonly GameEvent[]): {
  event: GameEvent;
  cards: string[];
}[] {
  const announced = new Map<number | null, string[]>(); // this turn's plays not yet in a meld
  return events.map((event) => {
    const data = event.data ?? {};
    const player = event.player ?? null;
    if (event.kind === "turn") announced.clear();
    if (event.kind === "play" && typeof data.card === "string") {
      announced.set(player, [...(announced.get(player) ?? []), data.card]);
      return { event, cards: [data.card] };
    }
    if (event.kind === "attack" && Array.isArray(data.meld)) {
      const waiting = [...(announced.get(player) ?? [])];
      const fresh: string[] = [];
      for (const card of data.meld.filter((c): c is string => typeof c === "string")) {
        const i = waiting.indexOf(card);
        if (i >= 0) waiting.splice(i, 1);
        else fresh.push(card);
      }
      announced.set(player, waiting);
      return { event, cards: fresh };
    }
    return { event, cards: [] };
  });
}

// The steps that moved the meters most (by the sum of their changes' sizes), biggest first and,
// among equal ones, latest first (nearest the end that decided the game), each with the cards
// played (as the viewer saw them) from the start of that turn to that step. A step's events
// that come before a `turn` event belong to the turn that ends with them (Volley's losses are
// told with the next turn's start, in one step): its change is that turn's, with its cards.
export function biggestSwings(frames: ReplayFrame[], count = 3): Swing[] {
  const swings: Swing[] = [];
  let turnCards: { player: number | null; card: string }[] = [];
  let previous: Map<string, Reading> | undefined;
  let previousTurn = 0;
  const first = firstAfterSetup(frames);
  const plays = cardsPlayedBy(frames.flatMap((f) => f.events));
  let at = 0;
  for (const [index, frame] of frames.entries()) {
    let endedTurn: { turn: number; cards: typeof turnCards } | undefined;
    for (let k = 0; k < frame.events.length; k++, at++) {
      const { event, cards } = plays[at]!;
      if (event.kind === "turn") {
        if (k > 0 && !endedTurn) endedTurn = { turn: previousTurn, cards: [...turnCards] };
        turnCards = [];
      }
      for (const card of cards) turnCards.push({ player: event.player ?? null, card });
    }
    const now = new Map(readings(frame.view.board).map((m) => [m.id, m]));
    if (previous && index > first) {
      const changes: MeterChange[] = [];
      for (const [id, m] of now) {
        const before = previous.get(id);
        if (before && before.value !== m.value) {
          changes.push({ id, label: m.label, owner: m.owner, change: m.value - before.value });
        }
      }
      if (changes.length) {
        swings.push({
          step: frame.step,
          turn: endedTurn?.turn ?? frame.view.turn,
          changes,
          cards: endedTurn?.cards ?? [...turnCards],
        });
      }
    }
    previous = now;
    previousTurn = frame.view.turn;
  }
  const size = (s: Swing) => s.changes.reduce((sum, c) => sum + Math.abs(c.change), 0);
  return swings
    .map((s, order) => ({ s, order }))
    .sort((a, b) => size(b.s) - size(a.s) || b.order - a.order)
    .slice(0, count)
    .map(({ s }) => s);
}

// Each player's most played cards (the events' `card`/`meld`), most first, ties by name.
export function mostPlayed(frames: ReplayFrame[], top = 3): PlayedBy[] {
  const counts = new Map<number, Map<string, number>>();
  for (const { event, cards } of cardsPlayedBy(frames.flatMap((f) => f.events))) {
    if (event.player === null || event.player === undefined) continue;
    const mine = counts.get(event.player) ?? new Map<string, number>();
    counts.set(event.player, mine);
    for (const card of cards) mine.set(card, (mine.get(card) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([player, cards]) => ({
      player,
      cards: [...cards.entries()]
        .map(([card, count]) => ({ card, count }))
        .sort((a, b) => b.count - a.count || a.card.localeCompare(b.card))
        .slice(0, top),
    }))
    .filter((p) => p.cards.length > 0);
}

// A swing's cards by player, in the order they were first played, a card played n times named
// once as "Fire ×n".
export function groupPlays(
  cards: { player: number | null; card: string }[],
): { player: number | null; cards: string[] }[] {
  const groups: { player: number | null; counts: Map<string, number> }[] = [];
  for (const { player, card } of cards) {
    let group = groups.find((g) => g.player === player);
    if (!group) {
      group = { player, counts: new Map() };
      groups.push(group);
    }
    group.counts.set(card, (group.counts.get(card) ?? 0) + 1);
  }
  return groups.map((g) => ({
    player: g.player,
    cards: [...g.counts].map(([card, n]) => (n > 1 ? `${card} ×${n}` : card)),
  }));
}
