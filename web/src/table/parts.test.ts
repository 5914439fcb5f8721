import { describe, expect, it } from "vitest";

import type { LegalAction } from "../protocol";
import {
  cardSpot,
  clickOn,
  highlights,
  needsConfirm,
  placeless,
  unplacedFrom,
  zoneSpot,
  type Parts,
} from "./parts";

const a = (index: number, text: string, parts: Parts): LegalAction => ({
  index,
  text,
  parts: parts as LegalAction["parts"],
});

// A Muskets Deploy decision: our Guard Infantry (card 17) may be deployed; the opponent's
// deployed Guard Infantry (card 23) is the same card by name but no action names it.
const deploy = [
  a(1, "deploy Guard Infantry", { verb: "deploy", card: 17, from: "hand:0", to: "line:0" }),
  a(2, "deploy Line Infantry", { verb: "deploy", card: 4, from: "hand:0", to: "line:0" }),
  a(3, "done", { verb: "done" }),
];

describe("clicks read from legal parts", () => {
  it("plays our card with one click and nothing for the opponent's copy", () => {
    expect(clickOn(deploy, cardSpot(17), null)).toEqual({ kind: "play", action: deploy[0] });
    expect(clickOn(deploy, cardSpot(23), null)).toEqual({ kind: "none" });
    const { sources } = highlights(deploy, null);
    expect([...sources].sort()).toEqual([cardSpot(17), cardSpot(4)].sort());
  });

  it("keeps an action without a place in the bar", () => {
    expect(deploy.filter(placeless).map((x) => x.text)).toEqual(["done"]);
  });

  it("selects a card that goes to several places, then plays on the one clicked", () => {
    const legal = [
      a(1, "play Charge on P2 #1", { verb: "play", card: 5, target: 40 }),
      a(2, "play Charge on P2 #2", { verb: "play", card: 5, target: 41 }),
      a(3, "pass", { verb: "pass" }),
    ];
    expect(clickOn(legal, cardSpot(5), null)).toEqual({ kind: "select", spot: cardSpot(5) });
    expect([...highlights(legal, cardSpot(5)).destinations]).toEqual([cardSpot(40), cardSpot(41)]);
    expect(clickOn(legal, cardSpot(41), cardSpot(5))).toEqual({ kind: "play", action: legal[1] });
    // A click elsewhere with nothing there starts over.
    expect(clickOn(legal, cardSpot(99), cardSpot(5))).toEqual({ kind: "none" });
  });

  it("fires a battery at the card it names, not at the discard pile the Cannon goes to", () => {
    const legal = [
      a(1, "cannon at Line Infantry", {
        verb: "battery",
        card: 3,
        from: "hand:0",
        to: "discard",
        target: 9,
        at: "line:1",
      }),
      a(2, "cannon at Guard Infantry", {
        verb: "battery",
        card: 3,
        from: "hand:0",
        to: "discard",
        target: 12,
        at: "line:1",
      }),
      a(3, "pass", { verb: "pass" }),
    ];
    expect(clickOn(legal, cardSpot(3), null)).toEqual({ kind: "select", spot: cardSpot(3) });
    const { destinations } = highlights(legal, cardSpot(3));
    expect([...destinations].sort()).toEqual(
      [cardSpot(9), cardSpot(12), zoneSpot("line:1")].sort(),
    );
    expect(clickOn(legal, cardSpot(12), cardSpot(3))).toEqual({ kind: "play", action: legal[1] });
    expect(clickOn(legal, zoneSpot("discard"), cardSpot(3)).kind).not.toBe("play");
  });

  it("attacks from a stack to a stack, and offers a choice where two attacks meet", () => {
    const legal = [
      a(1, "attack from Centre on Centre", {
        verb: "attack",
        from: "stack:0:2",
        at: "stack:1:2",
      }),
      a(2, "fusillade: attack from Centre on Centre", {
        verb: "attack",
        from: "stack:0:2",
        at: "stack:1:2",
      }),
      a(3, "flank attack from Centre on Left Centre", {
        verb: "attack",
        from: "stack:0:2",
        at: "stack:1:1",
      }),
    ];
    const from = zoneSpot("stack:0:2");
    expect(clickOn(legal, from, null)).toEqual({ kind: "select", spot: from });
    expect(clickOn(legal, zoneSpot("stack:1:1"), from)).toEqual({
      kind: "play",
      action: legal[2],
    });
    expect(clickOn(legal, zoneSpot("stack:1:2"), from)).toEqual({
      kind: "choose",
      actions: [legal[0], legal[1]],
    });
  });

  it("plays an action that names only a place by clicking that place", () => {
    const legal = [
      a(1, "to Centre", { verb: "to", to: "stack:0:2" }),
      a(2, "to Left Flank", { verb: "to", to: "stack:0:0" }),
    ];
    expect(highlights(legal, null).destinations.has(zoneSpot("stack:0:2"))).toBe(true);
    expect(clickOn(legal, zoneSpot("stack:0:0"), null)).toEqual({
      kind: "play",
      action: legal[1],
    });
  });

  it("asks which unit carries out a card played with no target (GT's attack)", () => {
    const legal = [
      a(1, "attack with Charge by P1 #1", { verb: "attack", card: 1001, from: "hand:0", by: 1 }),
      a(2, "attack with Charge by P1 #2", { verb: "attack", card: 1001, from: "hand:0", by: 2 }),
    ];
    expect(clickOn(legal, cardSpot(1001), null)).toEqual({ kind: "select", spot: cardSpot(1001) });
    expect(clickOn(legal, cardSpot(2), cardSpot(1001))).toEqual({
      kind: "play",
      action: legal[1],
    });
  });

  it("offers a selected card's actions that go to no place (Ready Aim Fire's army commander)", () => {
    const legal = [
      a(1, "general Commander 2/1 to Left Flank", {
        verb: "general",
        card: 38,
        from: "hand:0",
        to: "stack:0:0",
      }),
      a(2, "general Commander 2/1 to Centre", {
        verb: "general",
        card: 38,
        from: "hand:0",
        to: "stack:0:2",
      }),
      a(3, "army commander 2/1", { verb: "army_commander", card: 38, from: "hand:0" }),
      a(4, "end reinforce phase", { verb: "done" }),
    ];
    // The card goes to several places: a click selects it, and only the stacks light up.
    expect(clickOn(legal, cardSpot(38), null)).toEqual({ kind: "select", spot: cardSpot(38) });
    expect([...highlights(legal, cardSpot(38)).destinations].sort()).toEqual(
      [zoneSpot("stack:0:0"), zoneSpot("stack:0:2")].sort(),
    );
    expect(placeless(legal[2]!)).toBe(false);
    expect(unplacedFrom(legal, cardSpot(38))).toEqual([legal[2]]);
    expect(unplacedFrom(legal, cardSpot(99))).toEqual([]);
  });

  it("asks before a discard", () => {
    expect(needsConfirm(a(1, "discard Cannon", { verb: "discard", card: 3 }))).toBe(true);
    expect(needsConfirm(deploy[0]!)).toBe(false);
  });
});
