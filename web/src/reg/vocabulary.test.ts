import { describe, expect, it } from "vitest";

import { ARMOURS, CHARACTERISTICS, LEVELS, TERRAINS, inWords } from "./vocabulary";

describe("REG request words in a dropdown", () => {
  it("reads a word with underscores as words", () => {
    expect(inWords("badly_affected")).toBe("Badly affected");
    expect(inWords("heavily_armoured")).toBe("Heavily armoured");
    expect(inWords("good")).toBe("Good");
  });

  it("keeps the sheet's abbreviations as printed", () => {
    expect(inWords("P&S")).toBe("P&S");
    expect(inWords("MG")).toBe("MG");
    for (const c of [...CHARACTERISTICS, ...LEVELS]) expect(inWords(c)).toBe(c);
  });

  it("shows no raw snake_case value of any dropdown", () => {
    for (const v of [...TERRAINS, ...ARMOURS]) expect(inWords(v)).not.toContain("_");
  });
});
