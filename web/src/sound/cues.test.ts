import { describe, expect, it } from "vitest";

import type { GameEvent } from "../protocol";
import { cuesFor } from "./cues";

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
});
