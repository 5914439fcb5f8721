import { describe, expect, it } from "vitest";

import fixture from "./fixtures/attack-phase.json";
import { poolByKind, readTable } from "./observation";

describe("readTable on a real observation (seat 0, Attack phase)", () => {
  const t = readTable(fixture.observation);
  const [me, enemy] = t.armies;

  it("keeps the enemy's face-down cards as unknowns and the known ones by name", () => {
    expect(enemy.stacks[4]!.map((s) => s.card)).toEqual(["?", "?", "?", "?"]);
    expect(enemy.stacks[0]!.map((s) => s.card)).toEqual([
      "Dragoon",
      "Second Rate",
      "Horse Artillery",
      "?",
      "Light",
    ]);
    expect(enemy.handArmy).toEqual(["?", "?", "?", "?"]);
    expect(enemy.handTactics).toEqual(["Indirect fire", "?"]);
  });

  it("reads markers, terrain, commanders, piles and the breakpoint", () => {
    expect(me.stacks[1]![2]).toEqual({ card: "Line", shaken: true, blown: false });
    expect(enemy.terrain[0]).toEqual(["Hills"]);
    expect(me.generals[4]).toEqual({ card: "Commander 2/1", rating: "2/1", rerollsLeft: 2 });
    expect(enemy.generals[3]).toBeNull();
    expect(enemy.armyCommander?.rating).toBe("1/2");
    expect(enemy.armyCommanderStack).toBe(-1);
    expect(me.breakpoint).toEqual({ lost: 20, limit: 30, inPlay: true });
    expect(me.reserve).toBe(4);
    expect(me.nation).toBe("Austria");
    expect(t.attacksLeft).toBe(3);
    expect(t.step).toBe("attack");
  });

  it("survives a missing or malformed observation", () => {
    const empty = readTable({});
    expect(empty.armies[0].stacks).toEqual([]);
    expect(readTable({ stacks: "no" }).armies[1].generals).toEqual([]);
  });
});

describe("poolByKind", () => {
  it("groups the battalions to place by kind, in the order first met, with counts", () => {
    expect(poolByKind(["Line", "Guard", "Line", "Light", "Line"])).toEqual([
      { kind: "Line", count: 3 },
      { kind: "Guard", count: 1 },
      { kind: "Light", count: 1 },
    ]);
  });
});
