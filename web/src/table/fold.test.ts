import { describe, expect, it } from "vitest";

import type { BoardView, LegalAction, ZoneView } from "../protocol";
import { BOARD_BUDGET, fold, groupsOnBoard, pileGroup, pileGroupsOf } from "./fold";
import { cardSpot, highlights, zoneSpot, type Spot } from "./parts";

// A Ready Aim Fire Reinforce decision as the server sends it: battalions in hand that may go on
// any stack, battalions in the stacks that may move to a neighbour, and stacks that may be
// reorganised (an action naming only its stack).
const stack = (col: number, ids: number[]): ZoneView => ({
  id: `stack:0:${col}`,
  kind: "stack",
  owner: 0,
  label: `Stack ${col}`,
  count: ids.length,
  cards: ids.map((id, slot) => ({ id, name: "Line", facts: {}, slot })),
});
const hand: ZoneView = {
  id: "hand:0",
  kind: "hand",
  owner: 0,
  label: "Hand",
  count: 3,
  cards: [1, 2, 3].map((id) => ({ id, name: "Elite", facts: {} })),
};
const board: BoardView = {
  zones: [hand, stack(0, [10, 11]), stack(1, [12, 13, 14]), stack(2, [15])],
  meters: [],
  facts: {},
  seats: [{ seat: 0, name: "P1", side: 0 }],
  sides: [],
};
let n = 0;
const act = (parts: LegalAction["parts"]): LegalAction => ({ index: ++n, text: `a${n}`, parts });
const legal: LegalAction[] = [
  ...[1, 2, 3].flatMap((card) =>
    [0, 1, 2].map((c) => act({ verb: "reinforce", card, from: "hand:0", to: `stack:0:${c}` })),
  ),
  ...[10, 11].map((card) => act({ verb: "move", card, from: "stack:0:0", to: "stack:0:1" })),
  ...[12, 13, 14].map((card) => act({ verb: "move", card, from: "stack:0:1", to: "stack:0:2" })),
  act({ verb: "move", card: 15, from: "stack:0:2", to: "stack:0:1" }),
  ...[0, 1, 2].map((c) => act({ verb: "reorganise", to: `stack:0:${c}` })),
];
const first = (): Set<Spot> => {
  const { sources, destinations } = highlights(legal, null);
  return new Set([...sources, ...destinations]);
};
const groupsOf = groupsOnBoard(board);

describe("folding a crowded board", () => {
  it("shows the hand and one button for the line when there is more than the budget", () => {
    expect(first().size).toBeGreaterThan(BOARD_BUDGET);
    const { shown, groups } = fold(first(), [], groupsOf);
    expect([...shown].sort()).toEqual([cardSpot(1), cardSpot(2), cardSpot(3)].sort());
    expect(groups).toEqual(new Map([["line:0", 9]]));
  });

  it("opens the line into its stacks, and a stack into its cards and itself", () => {
    const line = fold(first(), ["line:0"], groupsOf);
    // Stack 2 holds one card that may move and may itself be reorganised: two, so a group.
    expect([...line.groups.keys()].sort()).toEqual(
      [zoneSpot("stack:0:0"), zoneSpot("stack:0:1"), zoneSpot("stack:0:2")].sort(),
    );
    expect(line.shown.size).toBe(0);
    const one = fold(first(), ["line:0", zoneSpot("stack:0:1")], groupsOf);
    expect([...one.shown].sort()).toEqual(
      [cardSpot(12), cardSpot(13), cardSpot(14), zoneSpot("stack:0:1")].sort(),
    );
    expect(one.groups.size).toBe(0);
  });

  it("folds by stack when everything lies in our line (a Reinforce with no battalion in hand)", () => {
    // The stacks' moves and reorganisations only: 9 spots, all in line:0. One button for the
    // line would only add a click, so the line is taken as open and its stacks fold.
    const inLine = new Set([...first()].filter((s) => groupsOf(s)[0] === "line:0"));
    expect(inLine.size).toBeGreaterThan(BOARD_BUDGET);
    const f = fold(inLine, [], groupsOf);
    expect(f.path).toEqual(["line:0"]);
    expect([...f.groups.keys()].sort()).toEqual(
      [zoneSpot("stack:0:0"), zoneSpot("stack:0:1"), zoneSpot("stack:0:2")].sort(),
    );
    expect(f.shown.size).toBe(0);
    // A stack opened from there is opened under the line.
    const one = fold(inLine, [...f.path, zoneSpot("stack:0:1")], groupsOf);
    expect(one.shown.size).toBe(4);
  });

  it("folds nothing when the board has few things to click", () => {
    const few = new Set<Spot>([cardSpot(1), cardSpot(10), zoneSpot("stack:0:0")]);
    const { shown, groups } = fold(few, [], groupsOf);
    expect(shown).toEqual(few);
    expect(groups.size).toBe(0);
  });
});

describe("folding GT's units in play", () => {
  // Two enemies' units as targets of an attack (an action naming only the unit attacked).
  const units = (owner: number, ids: number[]): ZoneView => ({
    id: `line:${owner}`,
    kind: "line",
    owner,
    label: "Units in play",
    count: ids.length,
    cards: ids.map((id) => ({ id, name: "Hussars", facts: {} })),
  });
  const gt: BoardView = { ...board, zones: [units(1, [1, 2, 3, 4, 5]), units(3, [6, 7, 8, 9])] };
  const spots = new Set<Spot>([1, 2, 3, 4, 5, 6, 7, 8, 9].map(cardSpot));

  it("shows one button per player's units, then that player's units", () => {
    const where = groupsOnBoard(gt);
    const top = fold(spots, [], where);
    expect(top.shown.size).toBe(0);
    expect(top.groups).toEqual(
      new Map([
        [zoneSpot("line:1"), 5],
        [zoneSpot("line:3"), 4],
      ]),
    );
    const one = fold(spots, [zoneSpot("line:3")], where);
    expect([...one.shown].sort()).toEqual([6, 7, 8, 9].map(cardSpot).sort());
  });
});

describe("a fold that would only add a click", () => {
  it("folds nothing when everything lies in one line zone (Muskets' casualties)", () => {
    const line: ZoneView = {
      id: "line:0",
      kind: "line",
      owner: 0,
      label: "Line",
      count: 10,
      cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => ({ id, name: "Line", facts: {} })),
    };
    const spots = new Set<Spot>(line.cards.map((c) => cardSpot(c.id!)));
    const { shown, groups } = fold(spots, [], groupsOnBoard({ ...board, zones: [line] }));
    expect(shown).toEqual(spots);
    expect(groups.size).toBe(0);
  });
});

describe("folding Ready Aim Fire's battalions to place by class", () => {
  // One card of each kind to pick from the pool (the setup's "pick" actions), as in Austria's
  // army: five infantry, three cavalry, one artillery, and a Commander with no class.
  const kinds: [number, string][] = [
    [1, "infantry"],
    [2, "infantry"],
    [3, "infantry"],
    [4, "infantry"],
    [5, "infantry"],
    [6, "cavalry"],
    [7, "cavalry"],
    [8, "cavalry"],
    [9, "artillery"],
  ];
  const pool: ZoneView = {
    id: "pool:0",
    kind: "pile",
    owner: 0,
    label: "To place",
    count: kinds.length + 1,
    cards: [
      ...kinds.map(([id, cls]) => ({ id, name: `Kind ${id}`, facts: { class: cls } })),
      { id: 10, name: "Commander", facts: { kind: "commander" } },
    ],
  };
  const where = groupsOnBoard({ ...board, zones: [pool] });
  const spots = new Set<Spot>([...kinds.map(([id]) => cardSpot(id)), cardSpot(10)]);

  it("shows a button per class, a class of one and a card with no class as themselves", () => {
    const top = fold(spots, [], where);
    expect(top.groups).toEqual(
      new Map([
        [pileGroup("pool:0", "infantry"), 5],
        [pileGroup("pool:0", "cavalry"), 3],
      ]),
    );
    expect([...top.shown].sort()).toEqual([cardSpot(9), cardSpot(10)].sort());
    expect(pileGroupsOf("pool:0", top.groups).map((g) => [g.cls, g.count])).toEqual([
      ["infantry", 5],
      ["cavalry", 3],
    ]);
    expect(pileGroupsOf("pool:1", top.groups)).toEqual([]);
  });

  it("opens a class into its cards", () => {
    const one = fold(spots, [pileGroup("pool:0", "cavalry")], where);
    expect([...one.shown].sort()).toEqual([6, 7, 8].map(cardSpot).sort());
    expect(one.groups.size).toBe(0);
  });
});
