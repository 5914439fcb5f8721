import { describe, expect, it } from "vitest";

import type { BoardView, CardView } from "../protocol";
import { changedCards } from "./lastMove";

const card = (id: number, extra: Partial<CardView> = {}): CardView =>
  ({ id, name: `c${id}`, facts: {}, ...extra }) as CardView;

const board = (hand: CardView[], line: CardView[]): BoardView => ({
  zones: [
    { id: "hand:0", kind: "hand", owner: 0, label: "Hand", count: hand.length, cards: hand },
    { id: "line:0", kind: "line", owner: 0, label: "Line", count: line.length, cards: line },
  ],
  meters: [],
  facts: {},
  seats: [],
  sides: [],
});

describe("the last move on the board", () => {
  it("is the cards that changed place, facts or markers, or turned up", () => {
    const before = board([card(1), card(2)], [card(3)]);
    const after = board([card(2)], [card(3, { marks: ["shaken"] }), card(1), card(4)]);
    expect([...changedCards(before, after)].sort()).toEqual([1, 3, 4]);
  });
  it("is nothing on the first board or when nothing changed", () => {
    const b = board([card(1)], []);
    expect(changedCards(undefined, b).size).toBe(0);
    expect(changedCards(b, board([card(1)], [])).size).toBe(0);
  });
});
