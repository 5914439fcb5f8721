import { describe, expect, it } from "vitest";

import { placeActions } from "./gtActions";
import { readGt } from "./gtObservation";

const table = readGt({
  players: 2,
  units: [
    [
      { unit: "Line Infantry", dm: 0, leader: "Colonel", terrain: null },
      { unit: "Hussars", dm: 1, leader: null, terrain: null },
    ],
    [{ unit: "Guard Infantry", dm: 2, leader: null, terrain: "Village" }],
  ],
  hands: [["Volley", "Guard", "Reserve"], ["?"]],
  spoils: ["Woods"],
});
const act = (...texts: string[]) => texts.map((text, i) => ({ index: i + 1, text }));

describe("placeActions", () => {
  it("puts each action on its card, its target, or both", () => {
    const placed = placeActions(
      table,
      ["Volley", "Guard", "Reserve"],
      act(
        "attack with Volley by Line Infantry (P1 #1)",
        "target Guard Infantry (P2 #1)",
        "target every unit of Player 2",
        "play Reserve",
        "move Colonel from Line Infantry (P1 #1) to Hussars (P1 #2)",
        "take Woods",
        "no attack",
      ),
    );
    expect(placed.map((p) => [p.source, p.target])).toEqual([
      ["Volley", "P1 #1"],
      [null, "P2 #1"],
      [null, "Player 2"],
      ["Reserve", null],
      ["leader@P1 #1", "P1 #2"],
      ["Woods", null],
      [null, null],
    ]);
  });
  it("does not find a card inside a unit's name", () => {
    const [p] = placeActions(table, ["Guard"], act("screen with Guard Infantry (P2 #1)"));
    expect([p!.source, p!.target]).toEqual([null, "P2 #1"]);
  });
});
