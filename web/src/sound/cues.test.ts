import { describe, expect, it } from "vitest";

import type { GameEvent } from "../protocol";
import { cuesFor, spaced, type Cue } from "./cues";

const event = (n: number, kind: string): GameEvent => ({ n, kind, text: kind, data: {} });

describe("the sounds a batch of events calls for", () => {
  const events = [
    event(1, "setup"),
    event(2, "play"),
    event(3, "roll"),
    event(4, "loss"),
    event(5, "roll"),
    event(6, "draw"),
  ];
  it("plays one dice sound and one card sound at most, for the new events only", () => {
    expect(cuesFor(events, 0)).toEqual(["card", "dice"]);
    expect(cuesFor(events, 2)).toEqual(["dice"]);
    expect(cuesFor(events, 5)).toEqual([]); // a draw is silent
    expect(cuesFor(events, 6)).toEqual([]);
  });
  it("hears cards put into play or a pile, not phases, turns or results", () => {
    for (const kind of ["discard", "reinforce", "attach", "reserve"])
      expect(cuesFor([event(1, kind)], 0)).toEqual(["card"]);
    for (const kind of ["phase", "turn", "result", "info", "morale"])
      expect(cuesFor([event(1, kind)], 0)).toEqual([]);
  });
  it("leaves out a sound on the heels of the last of its kind", () => {
    const last = new Map<Cue, number>();
    expect(spaced("card", 1.0, last)).toBe(true);
    expect(spaced("card", 1.1, last)).toBe(false);
    expect(spaced("dice", 1.1, last)).toBe(true); // another kind is not held back
    expect(spaced("card", 1.16, last)).toBe(true);
    expect(spaced("dice", 1.3, last)).toBe(false); // the roll still rattles
    expect(spaced("dice", 1.46, last)).toBe(true);
    expect(last.get("card")).toBe(1.16);
  });
});
