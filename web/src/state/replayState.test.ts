import { describe, expect, it } from "vitest";

import type { GameEvent, Replay, ReplayFrame, View } from "../protocol";
import {
  boardSeat,
  clampStep,
  defaultViewer,
  eventsUpTo,
  stepCaption,
  stepForKey,
  viewerChoices,
  viewerFromText,
} from "./replayState";

const view = (version: number): View => ({
  version,
  game: "volley",
  turn: 1,
  phase: "attack",
  phase_help: "",
  setup: false,
  to_move: 0,
  terminal: false,
  winner: null,
  end_reason: "",
  viewer: 0,
  board: { zones: [], meters: [], facts: {}, seats: [], sides: [] },
  render: "",
  legal: [],
  can_undo: false,
});
const event = (n: number): GameEvent => ({ n, kind: "info", text: `event ${n}`, data: {} });
const frame = (step: number, events: GameEvent[], extra: Partial<ReplayFrame> = {}) => ({
  step,
  actor: step === 0 ? null : (step + 1) % 2,
  events,
  view: view(step),
  ...extra,
});
const replay: Replay = {
  game: "volley",
  title: "Volley",
  viewer: 0,
  players: [
    { seat: 0, name: "Player 1", side: 0 },
    { seat: 1, name: "Player 2", side: 1 },
  ],
  steps: 2,
  finished: true,
  frames: [
    frame(0, [event(1), event(2)]),
    frame(1, [event(3)], { action: "attack with 7♠" }),
    frame(2, [event(4), event(5)]),
  ],
};

describe("replay viewer choices", () => {
  it("offers every seat and all-seeing once the game is over", () => {
    expect(viewerChoices(2, true, undefined).map((c) => c.viewer)).toEqual([
      "all",
      0,
      1,
      "spectator",
    ]);
  });
  it("offers only the public view, and the held seat, while the game goes on", () => {
    expect(viewerChoices(2, false, undefined).map((c) => c.viewer)).toEqual(["spectator"]);
    expect(viewerChoices(2, false, 1).map((c) => c.viewer)).toEqual([1, "spectator"]);
  });
  it("starts as the held seat, else the first choice", () => {
    expect(defaultViewer(viewerChoices(2, true, 1), 1)).toBe(1);
    expect(defaultViewer(viewerChoices(2, true, undefined), undefined)).toBe("all");
    expect(defaultViewer(viewerChoices(2, false, undefined), undefined)).toBe("spectator");
  });
  it("reads a viewer from a select's text", () => {
    expect(viewerFromText("1")).toBe(1);
    expect(viewerFromText("all")).toBe("all");
    expect(viewerFromText("-3")).toBe("spectator");
    expect(viewerFromText("x")).toBe("spectator");
  });
  it("draws the board with a seat's eyes only for a seat", () => {
    expect(boardSeat(1)).toBe(1);
    expect(boardSeat("all")).toBeNull();
    expect(boardSeat("spectator")).toBeNull();
  });
});

describe("replay steps", () => {
  it("keeps the step inside the frames", () => {
    expect(clampStep(-4, replay)).toBe(0);
    expect(clampStep(9, replay)).toBe(2);
    expect(clampStep(1.7, replay)).toBe(1);
    expect(clampStep(Number.NaN, replay)).toBe(0);
  });
  it("narrates every event up to the step, once each and in order", () => {
    expect(eventsUpTo(replay, 0).map((e) => e.n)).toEqual([1, 2]);
    expect(eventsUpTo(replay, 1).map((e) => e.n)).toEqual([1, 2, 3]);
    expect(eventsUpTo(replay, 5).map((e) => e.n)).toEqual([1, 2, 3, 4, 5]);
  });
  it("says what each step did, naming the action only when it was shown", () => {
    expect(stepCaption(replay, 0)).toBe("The opening position");
    expect(stepCaption(replay, 1)).toBe("Player 1: attack with 7♠");
    expect(stepCaption(replay, 2)).toBe("Player 2 decided");
  });
});

describe("replay keys", () => {
  it("step with the arrows and jump with Home and End, never past either end", () => {
    expect(stepForKey("ArrowRight", 3, 10)).toBe(4);
    expect(stepForKey("ArrowLeft", 3, 10)).toBe(2);
    expect(stepForKey("ArrowLeft", 0, 10)).toBe(0);
    expect(stepForKey("ArrowRight", 10, 10)).toBe(10);
    expect(stepForKey("Home", 7, 10)).toBe(0);
    expect(stepForKey("End", 2, 10)).toBe(10);
    expect(stepForKey("a", 2, 10)).toBeUndefined();
  });
});
