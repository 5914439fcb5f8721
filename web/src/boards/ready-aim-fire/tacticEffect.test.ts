import { describe, expect, it } from "vitest";

import { tacticEffect, tacticOf } from "./tacticEffect";

describe("tactic effects from the narration", () => {
  const events = [
    {
      n: 1,
      kind: "play",
      text: "Player 2 plays Rifles: +1 to the attack roll of light infantry.",
      data: { card: "Rifles" },
    },
  ];
  it("names the card a play text is about, the longest name first", () => {
    expect(tacticOf("play Woods on enemy Centre", ["Wood", "Woods"])).toBe("Woods");
    expect(tacticOf("play Rifles", ["Rifles"])).toBe("Rifles");
    expect(tacticOf("play Riflesx", ["Rifles"])).toBeUndefined();
  });
  it("quotes what the server said the card does, and nothing for a card not yet played", () => {
    expect(tacticEffect("play Rifles", ["Rifles", "Hills"], events)).toBe(
      "+1 to the attack roll of light infantry.",
    );
    expect(tacticEffect("play Hills on Centre", ["Rifles", "Hills"], events)).toBeUndefined();
  });
});
