// A board drawn from a seat view, as HTML: cards with their facts, backs without names, and
// only the cards the legal actions' parts name as controls.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { View } from "../protocol";
import { TableBoard } from "./TableBoard";
import { TableProvider } from "./TableContext";

// Muskets' Deploy phase: Guard Infantry in our hand (17) and in the opponent's line (23).
const view: View = {
  version: 12,
  game: "muskets",
  viewer: 0,
  turn: 2,
  phase: "Deploy",
  phase_help: "Deploy infantry one card at a time, then done.",
  setup: false,
  to_move: 0,
  terminal: false,
  winner: null,
  end_reason: "",
  render: "",
  can_undo: false,
  board: {
    zones: [
      {
        id: "hand:0",
        kind: "hand",
        owner: 0,
        label: "Hand",
        count: 2,
        cards: [
          { id: 17, name: "Guard Infantry", facts: { force: 3 } },
          { id: 4, name: "Concentrate Force", facts: {} },
        ],
      },
      { id: "line:0", kind: "line", owner: 0, label: "Line", count: 0, cards: [] },
      { id: "hand:1", kind: "hand", owner: 1, label: "Hand", count: 3, cards: [{ back: true }] },
      {
        id: "line:1",
        kind: "line",
        owner: 1,
        label: "Line",
        count: 1,
        cards: [{ id: 23, name: "Guard Infantry", facts: { force: 3 } }],
      },
      { id: "deck", kind: "deck", owner: null, label: "Deck", count: 30, cards: [] },
    ],
    meters: [
      { id: "morale:0", owner: 0, label: "Morale", value: 18, max: 20 },
      { id: "morale:1", owner: 1, label: "Morale", value: 20, max: 20 },
    ],
    facts: {},
    seats: [
      { seat: 0, name: "Player 1", side: 0 },
      { seat: 1, name: "Player 2", side: 1 },
    ],
    sides: [
      { side: 0, name: "Player 1" },
      { side: 1, name: "Player 2" },
    ],
  },
  legal: [
    {
      index: 1,
      text: "deploy Guard Infantry",
      parts: { verb: "deploy", card: 17, from: "hand:0", to: "line:0" },
    },
    { index: 2, text: "done", parts: { verb: "done" } },
  ],
};

const html = renderToStaticMarkup(
  createElement(
    TableProvider,
    { view, act: () => undefined, disabled: false },
    createElement(TableBoard, { view, seat: 0, className: "muskets" }),
  ),
);

describe("a board drawn from the seat view", () => {
  it("makes only our own Guard Infantry a control, never the opponent's copy", () => {
    expect(html).toMatch(/<button[^>]*data-card-id="17"[^>]*data-action="deploy Guard Infantry"/);
    expect(html).not.toMatch(/<button[^>]*data-card-id="23"/);
    expect(html).toMatch(/<div[^>]*data-card-id="23"/);
  });

  it("writes each card's facts and keeps every word of a name whole", () => {
    expect(html).toContain("Force 3");
    // Each word ends with a space, so that the card's visible text reads as words (axe).
    expect(html).toContain(
      '<span class="word">Concentrate </span><span class="word">Force </span>',
    );
  });

  it("draws the opponent's unknown cards as backs, as many as the hand holds", () => {
    expect(html.split('aria-label="face-down card"').length - 1).toBe(3);
  });

  it("writes meters with the server's maxima", () => {
    expect(html).toContain("18/20");
    expect(html).toContain('aria-label="Morale: 18 of 20"');
  });
});
