// The replay viewer's choices, kept pure so they are tested without a browser: who the game may
// be seen as, which step is shown, and the narration up to that step.
import type { GameEvent, Replay, ReplayViewer } from "../protocol";

export interface ViewerChoice {
  viewer: ReplayViewer;
  label: string;
}

// A finished game or an uploaded record may be seen as any seat or all-seeing; a game still in
// progress only as the public view, or as the seat this browser holds (the server checks the
// token). The server refuses anything else anyway; this keeps the page from offering it.
export function viewerChoices(
  players: number,
  finished: boolean,
  heldSeat: number | undefined,
): ViewerChoice[] {
  const seat = (p: number): ViewerChoice => ({ viewer: p, label: `Player ${p + 1}` });
  if (!finished) {
    const mine = heldSeat === undefined ? [] : [seat(heldSeat)];
    return [...mine, { viewer: "spectator", label: "Spectator (public)" }];
  }
  return [
    { viewer: "all", label: "All-seeing" },
    ...Array.from({ length: players }, (_, p) => seat(p)),
    { viewer: "spectator", label: "Spectator (public)" },
  ];
}

// The first choice to show: the seat this browser held, else all-seeing when allowed.
export function defaultViewer(choices: ViewerChoice[], heldSeat: number | undefined): ReplayViewer {
  const held = choices.find((c) => c.viewer === heldSeat);
  return (held ?? choices[0] ?? { viewer: "spectator" }).viewer;
}

export function viewerFromText(text: string): ReplayViewer {
  if (text === "all" || text === "spectator") return text;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 ? n : "spectator";
}

export function clampStep(step: number, replay: Replay): number {
  const last = replay.frames.length - 1;
  if (!Number.isFinite(step)) return 0;
  return Math.max(0, Math.min(last, Math.trunc(step)));
}

// Every event the viewer saw from the start up to and including `step`.
export function eventsUpTo(replay: Replay, step: number): GameEvent[] {
  return replay.frames.slice(0, clampStep(step, replay) + 1).flatMap((f) => f.events);
}

// The seat whose eyes the board uses: null draws it with no seat's hand as "yours".
export function boardSeat(viewer: ReplayViewer): number | null {
  return typeof viewer === "number" ? viewer : null;
}

// What the step did, in words, for the status line.
export function stepCaption(replay: Replay, step: number): string {
  const s = clampStep(step, replay);
  const frame = replay.frames[s];
  if (!frame || s === 0) return "The opening position";
  const who =
    frame.actor === null
      ? "The game"
      : (replay.players[frame.actor]?.name ?? `Player ${frame.actor + 1}`);
  return frame.action === undefined ? `${who} decided` : `${who}: ${frame.action}`;
}

// The step a key moves to from `step` (of 0..last), or undefined for a key that does not step.
export function stepForKey(key: string, step: number, last: number): number | undefined {
  const to =
    key === "ArrowRight"
      ? step + 1
      : key === "ArrowLeft"
        ? step - 1
        : key === "Home"
          ? 0
          : key === "End"
            ? last
            : undefined;
  return to === undefined ? undefined : Math.max(0, Math.min(last, to));
}
