import { describe, expect, it } from "vitest";

import { tipOffset } from "./tipPlacement";

describe("tipOffset", () => {
  it("leaves a text that fits where it is", () => {
    expect(tipOffset(10, 256, 390)).toBe(0);
    expect(tipOffset(130, 256, 390)).toBe(0);
  });
  it("moves a text that would pass the window's right edge back inside it", () => {
    // A card at 300 px on a 390 px phone: its 256 px text would end at 556 px.
    const shift = tipOffset(300, 256, 390);
    expect(300 + shift + 256).toBe(390 - 4);
  });
  it("never moves a text past the window's left edge", () => {
    // A text wider than the window can spare: it starts at the margin.
    expect(300 + tipOffset(300, 400, 390)).toBe(4);
    expect(tipOffset(2, 400, 390)).toBe(0);
  });
});
