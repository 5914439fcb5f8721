import { describe, expect, it } from "vitest";
import { turnLabel } from "./StatusBar";

describe("turnLabel", () => {
  it("calls the formation Setup, not Turn 0", () => {
    expect(turnLabel({ turn: 0, setup: true })).toBe("Setup");
  });
  it("numbers the turns from 1", () => {
    expect(turnLabel({ turn: 3, setup: false })).toBe("Turn 3");
  });
  it("does not show a turn 0 outside the formation", () => {
    expect(turnLabel({ turn: 0, setup: false })).toBe("Before the first turn");
  });
});
