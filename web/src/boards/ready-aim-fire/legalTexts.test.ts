import { describe, expect, it } from "vitest";

import { attacksFrom, readLegal, targetsOf } from "./legalTexts";
import { columnOf, stackName } from "./stacks";

const legal = (...texts: string[]) => texts.map((text, i) => ({ index: i + 1, text }));

describe("stack names", () => {
  it("mirror between the two lines: column c faces column c", () => {
    expect(stackName(0, 0)).toBe("Left Flank");
    expect(stackName(1, 0)).toBe("Right Flank");
    for (let c = 0; c < 5; c++) {
      expect(columnOf(0, stackName(0, c))).toBe(c);
      expect(columnOf(1, stackName(1, c))).toBe(c);
    }
    expect(columnOf(0, "Rear")).toBe(-1);
  });
});

describe("readLegal", () => {
  it("reads setup picks and the stacks that take the battalion in hand", () => {
    const p = readLegal(legal("place Line", "place Hussars", "deploy for me", "done"), 0);
    expect([...p.placeKinds]).toEqual([
      ["Line", "place Line"],
      ["Hussars", "place Hussars"],
    ]);
    expect(p.deploy).toBe("deploy for me");
    expect(p.done).toBe("done");
    const q = readLegal(legal("to Left Centre", "to Right Flank"), 1);
    // Player 1's Left Centre is column 3, its Right Flank column 0.
    expect([...q.placeStacks.keys()].sort()).toEqual([0, 3]);
    expect(q.placeStacks.get(3)).toBe("to Left Centre");
  });

  it("reads attacks, flank attacks, attack kinds and attacks on empty stacks as columns", () => {
    const p = readLegal(
      legal(
        "attack from Centre on Centre",
        "fusillade: attack from Centre on Centre",
        "flank attack from Left Centre on Left Centre",
        "indirect fire: attack from Right Centre on Left Centre second card",
        "attack empty Right Flank from Left Flank",
        "play Fire at Will",
        "end attacks",
      ),
      0,
    );
    // Player 0's Left Centre is column 1; player 1's Left Centre is column 3.
    expect(p.attacks.map((a) => [a.from, a.to, a.flank, a.label])).toEqual([
      [2, 2, false, "attack"],
      [2, 2, false, "fusillade: attack"],
      [1, 3, true, "flank attack"],
      [3, 3, false, "indirect fire: attack (second card)"],
      [0, 0, false, "attack empty stack"],
    ]);
    expect([...targetsOf(p.attacks, 1)]).toEqual([3]);
    expect(attacksFrom(p.attacks, 2)).toHaveLength(2);
    expect(targetsOf(p.attacks, 4).size).toBe(0);
    expect(p.tactics.map((a) => a.text)).toEqual(["play Fire at Will"]);
  });

  it("leaves texts it does not know to the action bar", () => {
    const p = readLegal(legal("reorganise Centre", "attack from Nowhere on Centre"), 0);
    expect(p.attacks).toEqual([]);
    expect(p.placeKinds.size).toBe(0);
  });
});
