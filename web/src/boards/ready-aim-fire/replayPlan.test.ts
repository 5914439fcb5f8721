import { describe, expect, it } from "vitest";

import { nextReplayStep } from "./replayPlan";

describe("nextReplayStep", () => {
  it("sends the next text that is legal now, skipping those that are not", () => {
    const queue = ["place Guard", "to Centre", "place Line", "to Left Centre", "deploy for me"];
    const step = nextReplayStep(queue, ["place Line", "place Hussars", "deploy for me"]);
    expect(step.send).toBe("place Line");
    expect(step.skipped).toEqual(["place Guard", "to Centre"]);
    expect(step.rest).toEqual(["to Left Centre", "deploy for me"]);
  });

  it("sends the stack of the battalion in hand when it is legal", () => {
    const step = nextReplayStep(
      ["to Left Centre", "deploy for me"],
      ["to Left Centre", "to Centre"],
    );
    expect(step.send).toBe("to Left Centre");
    expect(step.rest).toEqual(["deploy for me"]);
  });

  it("stops, leaving the choice to the player, when the battalion in hand cannot go where it went", () => {
    const step = nextReplayStep(["to Left Flank", "place Line", "to Centre"], ["to Centre"]);
    expect(step.send).toBeUndefined();
    expect(step.rest).toEqual([]);
    expect(step.skipped).toEqual(["to Left Flank", "place Line", "to Centre"]);
  });

  it("ends when nothing left is legal", () => {
    expect(nextReplayStep(["place Guard"], ["done"])).toEqual({
      rest: [],
      skipped: ["place Guard"],
    });
    expect(nextReplayStep([], ["done"])).toEqual({ rest: [], skipped: [] });
  });
});
