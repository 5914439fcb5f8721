import { describe, expect, it } from "vitest";

import { countsOf, facesField, withCount } from "./faceCounts";

const full = {
  Black: { skull: 0, sword: 1, s: 2, blank: 3 },
  White: { skull: 0, sword: 2, s: 1, blank: 3 },
  Green: { skull: 1, sword: 2, s: 1, blank: 2 },
  Yellow: { skull: 1, sword: 3, s: 1, blank: 1 },
  Red: { skull: 2, sword: 3, s: 1, blank: 0 },
};

describe("face counts", () => {
  it("reads a faces reply only when every colour has every face", () => {
    expect(countsOf({ counts: full })).toEqual(full);
    expect(countsOf({ counts: { ...full, Red: { skull: 2 } } })).toBeUndefined();
    expect(countsOf(undefined)).toBeUndefined();
  });
  it("changes one count, never below zero", () => {
    const c = withCount(full, "White", "blank", 5);
    expect(c.White?.blank).toBe(5);
    expect(full.White.blank).toBe(3);
    expect(withCount(full, "Red", "s", -2).Red?.s).toBe(0);
  });
  it("sends counts only when the player chose his own dice", () => {
    expect(facesField(null)).toEqual({});
    expect(facesField(full)).toEqual({ face_counts: full });
  });
});
