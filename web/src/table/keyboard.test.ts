import { describe, expect, it } from "vitest";

import { firstIndex, stepFor } from "./keyboard";

describe("keyboard play", () => {
  it("focuses what the board asks first, then a place for the selection, else the first", () => {
    expect(firstIndex(["prompt-other", "other", "prompt-play", "destination"])).toBe(2);
    expect(firstIndex(["prompt-other", "other", "destination"])).toBe(2);
    expect(firstIndex(["prompt-other", "other", "other"])).toBe(1);
    expect(firstIndex(["prompt-other"])).toBe(0);
    expect(firstIndex([])).toBe(-1);
  });
  it("moves with the arrows around the ends, Home and End to the ends", () => {
    expect(stepFor("ArrowRight", 0, 3)).toBe(1);
    expect(stepFor("ArrowDown", 2, 3)).toBe(0);
    expect(stepFor("ArrowLeft", 0, 3)).toBe(2);
    expect(stepFor("ArrowUp", 1, 3)).toBe(0);
    expect(stepFor("Home", 2, 3)).toBe(0);
    expect(stepFor("End", 0, 3)).toBe(2);
    expect(stepFor("Enter", 0, 3)).toBeUndefined();
    expect(stepFor("ArrowRight", 0, 0)).toBeUndefined();
  });
});
