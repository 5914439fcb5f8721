import { describe, expect, it } from "vitest";
import type { CardView } from "../protocol";
import { pileRow } from "./pileRow";

const card = (id: number, name: string, morale = 8): CardView => ({
  id,
  name,
  facts: { class: "infantry", morale },
});

describe("pileRow", () => {
  // Ready Aim Fire, a stack emptied by an attack: nine discarded battalions, five of them (two
  // kinds, one card of each offered) may be eliminated.
  const pile = [
    card(1, "Line"),
    card(2, "Line"),
    card(3, "Light"),
    card(4, "Artillery"),
    card(5, "Line"),
    card(6, "Elite", 9),
    card(7, "Light"),
    card(8, "Dragoon"),
    card(9, "Artillery"),
  ];
  const offered = new Set([2, 3]);
  const isPlayable = (c: CardView) => offered.has(c.id!);

  it("draws one card of each kind on offer, with its copies, and folds the rest", () => {
    const { row, folded } = pileRow(pile, isPlayable, false);
    expect(row.map((r) => [r.card.id, r.copies])).toEqual([
      [2, 3],
      [3, 2],
    ]);
    expect(folded.map((c) => c.id)).toEqual([4, 6, 8, 9]);
  });

  it("draws every kind while the pile is folded by class, so nothing is folded", () => {
    const { row, folded } = pileRow(pile, () => false, true);
    expect(row.map((r) => [r.card.name, r.copies])).toEqual([
      ["Line", 3],
      ["Light", 2],
      ["Artillery", 2],
      ["Elite", 1],
      ["Dragoon", 1],
    ]);
    expect(folded).toEqual([]);
  });

  it("keeps cards of one name with different facts apart", () => {
    const { row } = pileRow([card(1, "Line"), card(2, "Line", 7)], () => true, false);
    expect(row.map((r) => r.copies)).toEqual([1, 1]);
  });

  it("gives every card that may be chosen its own place", () => {
    const { row } = pileRow(pile, (c) => c.name === "Line" && c.id !== 5, false);
    expect(row.map((r) => [r.card.id, r.copies])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it("counts every card once, in the row or folded", () => {
    const { row, folded } = pileRow(pile, isPlayable, false);
    expect(row.reduce((n, r) => n + r.copies, 0) + folded.length).toBe(pile.length);
  });
});
