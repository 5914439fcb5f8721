import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { artFor } from "./artFor";
import { LEGEND_GAMES } from "./legend";
import { markStates } from "./states";

// The pictures come from facts alone: every call below passes no card name.
describe("a card's picture", () => {
  it("draws Muskets' units, General and orders by role", () => {
    expect(artFor("muskets", { role: "infantry", force: 5 })?.symbol).toEqual({
      frame: "unit",
      arm: "infantry",
    });
    expect(artFor("muskets:first_turns=no_fire_charge", { role: "cannon" })?.symbol).toEqual({
      frame: "unit",
      arm: "artillery",
    });
    expect(artFor("muskets", { role: "aim" })?.symbol).toEqual({ frame: "order", order: "aim" });
    expect(artFor("muskets", { role: "general" })?.symbol.frame).toBe("leader");
    expect(artFor("muskets", { role: "cavalry", scouts: true })?.badges).toEqual(["scouts"]);
    expect(artFor("muskets", { role: "unknown" })).toBeUndefined();
  });

  it("gives each of Volley's ten suits its own symbol", () => {
    const suits = ["IU", "IW", "CU", "CW", "AU", "AW", "L", "S", "M", "D"];
    const symbols = suits.map((suit) => JSON.stringify(artFor("volley", { suit })?.symbol));
    expect(symbols).not.toContain(undefined);
    expect(new Set(symbols).size).toBe(10);
  });

  it("draws GT's units by class with their Leader and Terrain, and Battle cards by kind", () => {
    const unit = artFor("gt:players=4", {
      class: "Light Cavalry",
      defense: 4,
      attack: 3,
      leader: "Murat",
      terrain: "Woods",
    });
    expect(unit?.symbol).toEqual({ frame: "unit", arm: "light-cavalry" });
    expect(unit?.badges).toEqual(["leader", "terrain"]);
    expect(artFor("gt", { kind: "melee", damage: 2 })?.symbol).toEqual({
      frame: "battle",
      battle: "melee",
    });
  });

  it("draws Ready Aim Fire's cards by their keys, with the battalion's morale", () => {
    const light = artFor("ready-aim-fire", {
      kind: "battalion",
      troop_key: "light",
      class: "infantry",
      morale: 8,
    });
    expect(light).toEqual({ symbol: { frame: "unit", arm: "light-infantry" }, morale: 8 });
    // A designer's troop type the client does not know is drawn by its class.
    expect(
      artFor("ready-aim-fire", { kind: "battalion", troop_key: "hussar", class: "cavalry" })
        ?.symbol,
    ).toEqual({ frame: "unit", arm: "cavalry" });
    expect(artFor("ready-aim-fire", { kind: "commander", rating: "1/3" })?.symbol).toEqual({
      frame: "leader",
      rating: "1/3",
    });
    expect(
      artFor("ready-aim-fire", { kind: "tactic", terrain: true, tactic_key: "river" })?.symbol,
    ).toEqual({ frame: "terrain", terrain: "river" });
  });

  it("has a picture of its own for every troop type and tactic of Ready Aim Fire's card list", () => {
    const list = readFileSync(
      new URL("../../../src/games/ready-aim-fire/cards.toml", import.meta.url),
      "utf8",
    );
    const troops = [
      ...list.matchAll(/^key = "([a-z_]+)"\s*\nname = "[^"]+"\s*\nclass = "(\w+)"/gm),
    ];
    expect(troops.length).toBe(12);
    const arms = troops.map(([, key, cls]) =>
      artFor("ready-aim-fire", { kind: "battalion", troop_key: key!, class: cls! }),
    );
    // Infantry of the line shares the plain cross; every other type has its own mark.
    expect(new Set(arms.map((a) => JSON.stringify(a?.symbol))).size).toBe(9);
    const tactics = [...list.matchAll(/\{ key = "([a-z_]+)", name = "[^"]+", count = (\d)/g)];
    expect(tactics.length).toBe(35);
    for (const [, key, count] of tactics) {
      const terrain = count === "2";
      const art = artFor("ready-aim-fire", { kind: "tactic", terrain, tactic_key: key! });
      const symbol = art?.symbol;
      expect(symbol && "tactic" in symbol ? symbol.tactic : "", key).not.toBe("tactic");
      expect(symbol && "terrain" in symbol ? symbol.terrain : "", key).not.toBe("terrain");
    }
  });

  it("marks shaken and blown cards", () => {
    expect(markStates(["shaken"])).toBe(" is-shaken");
    expect(markStates(["blown", "negated"])).toBe(" is-blown");
    expect(markStates([])).toBe("");
  });

  it("has a legend entry for each game with a picture", () => {
    expect(LEGEND_GAMES.map((g) => g.id)).toEqual(["muskets", "volley", "gt", "ready-aim-fire"]);
    for (const g of LEGEND_GAMES) expect(g.entries.length).toBeGreaterThan(5);
  });
});
