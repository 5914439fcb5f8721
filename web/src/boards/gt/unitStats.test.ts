import { describe, expect, it } from "vitest";

import { unitStats } from "./unitStats";

describe("unitStats", () => {
  it("reads each player's units from the rendering", () => {
    const render = [
      "Turn 3 - Player 1 to play - Reserve phase",
      "Army deck 30 | Battle deck 100 | discard 2",
      "",
      "Player 1 (Side A)  <- to decide",
      "  #1 Hussars          Light Cavalry  D3 A+1  DM 0/3",
      "  #2 Twelve Pound Cannon Artillery      D4 A+2  DM 1/5  Leader: Heroic Lieutenant",
      "  Hand (2): Volley, Rout",
      "",
      "Player 2 (Side B)",
      "  #1 Grognards        Guard          D9 A-1  DM 5/9  Terrain: High Ground",
    ].join("\n");
    const names = new Map([
      ["P1 #1", "Hussars"],
      ["P1 #2", "Twelve Pound Cannon"],
      ["P2 #1", "Grognards"],
    ]);
    const s = unitStats(render, names);
    expect(s.get("P1 #1")).toEqual({ group: "Light Cavalry", defense: 3, attack: 1, holds: 3 });
    expect(s.get("P1 #2")).toEqual({ group: "Artillery", defense: 4, attack: 2, holds: 5 });
    expect(s.get("P2 #1")).toEqual({ group: "Guard", defense: 9, attack: -1, holds: 9 });
    expect(s.size).toBe(3);
  });
});
