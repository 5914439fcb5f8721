import { describe, expect, it } from "vitest";

import { MIN_DISTANCE, motionAllowed, plannedMoves, type Box } from "./motion";

const at = (entries: [string, number, number][]) =>
  new Map<string, Box>(entries.map(([id, left, top]) => [id, { left, top }]));

describe("card motion", () => {
  it("moves a card that changed zone from its old place to its new one", () => {
    const before = at([
      ["17", 100, 700],
      ["18", 180, 700],
    ]);
    const after = at([
      ["17", 300, 420],
      ["18", 180, 700],
    ]);
    expect(plannedMoves(before, after)).toEqual([{ id: "17", dx: -200, dy: 280 }]);
  });

  it("leaves new cards to be dealt in and gone cards alone", () => {
    expect(plannedMoves(at([["1", 0, 0]]), at([["2", 500, 500]]))).toEqual([]);
  });

  it("ignores a nudge smaller than a card moving (a zone making room)", () => {
    const small = MIN_DISTANCE - 1;
    expect(plannedMoves(at([["5", 0, 0]]), at([["5", small, 0]]))).toEqual([]);
    expect(plannedMoves(at([["5", 0, 0]]), at([["5", MIN_DISTANCE, 0]]))).toEqual([
      { id: "5", dx: -MIN_DISTANCE, dy: 0 },
    ]);
  });

  it("stays still when the page's Animations are off or the browser asks for reduced motion", () => {
    const page = (animationsOff: boolean, reduce: boolean) =>
      ({
        body: { classList: { contains: (c: string) => animationsOff && c === "no-animations" } },
        defaultView: { matchMedia: (q: string) => ({ matches: reduce && q.includes("reduce") }) },
      }) as unknown as Document;
    expect(motionAllowed(page(false, false))).toBe(true);
    expect(motionAllowed(page(true, false))).toBe(false);
    expect(motionAllowed(page(false, true))).toBe(false);
  });
});
