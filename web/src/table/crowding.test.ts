import { describe, expect, it } from "vitest";

import { crowded, SCREEN_BUTTONS } from "./crowding";
import { fitZoom, MIN_ZOOM, zoomFor } from "./fitToWindow";

describe("the page's tools behind More (issue 25: at most 12 buttons)", () => {
  it("stay out while they fit", () => {
    // A hand of seven, the bar's one choice, with Phase help, Hint and Undo: 11.
    expect(crowded(8, 3)).toBe(false);
    expect(crowded(SCREEN_BUTTONS - 3, 3)).toBe(false);
  });
  it("go behind More when they would pass the limit", () => {
    // GT after Dispatch: ten cards to discard, with Phase help, Hint and Undo (13 before).
    expect(crowded(10, 3)).toBe(true);
    // Ready Aim Fire's free discard: nine cards and keep hand, with the three tools.
    expect(crowded(10, 3)).toBe(true);
    // A spectator has Phase help only.
    expect(crowded(11, 1)).toBe(false);
    expect(crowded(12, 1)).toBe(true);
  });
});

describe("the board drawn smaller to fit the window (issue 25: 1280x900 without scrolling)", () => {
  it("keeps a board that fits at its size", () => {
    expect(fitZoom(700, 760)).toBe(1);
    expect(fitZoom(760, 760)).toBe(1);
  });
  it("shrinks a board that does not fit by the ratio, rounded down", () => {
    expect(fitZoom(800, 760)).toBe(0.95);
    expect(fitZoom(1000, 901)).toBe(0.9);
  });
  it("never below the readable size", () => {
    expect(fitZoom(2000, 760)).toBe(MIN_ZOOM);
  });
  it("measures the board at its size unzoomed", () => {
    // A board 684 px tall drawn at 0.9 is 760 px at its size: in 900 px, from 90 px down, with
    // 50 px of action bar and padding under it, 760 px are left.
    expect(zoomFor({ top: 90, height: 684, zoom: 0.9, below: 50, window: 900 })).toBe(1);
    expect(zoomFor({ top: 90, height: 720, zoom: 0.9, below: 50, window: 900 })).toBe(0.95);
  });
});
