import { describe, expect, it } from "vitest";

import type { GameInfo, OptionInfo } from "../protocol";
import {
  boolText,
  choiceWords,
  firstGame,
  gameSpec,
  groupOptions,
  isOn,
  optionLabel,
  optionProblem,
  seatCount,
  seatRequests,
  tableDefaults,
} from "./lobbySpec";

const gt: GameInfo = {
  id: "gt",
  title: "GT",
  summary: "",
  min_players: 2,
  max_players: 6,
  options: [
    {
      name: "players",
      label: "Number of hands",
      group: "Players",
      kind: "int",
      default: "2",
      description: "",
      min: 2,
      max: 6,
    },
    {
      name: "quick_start",
      label: "Quick start",
      group: "Optional rules",
      kind: "bool",
      default: "false",
      description: "",
    },
  ],
};

describe("the lobby form", () => {
  it("names only the options that differ from their defaults", () => {
    expect(gameSpec(gt, { players: "2", quick_start: "false" })).toBe("gt");
    expect(gameSpec(gt, { players: "4", quick_start: "true" })).toBe(
      "gt:players=4,quick_start=true",
    );
  });
  it("seats as many players as the players option says, within the game's range", () => {
    expect(seatCount(gt, { players: "4" })).toBe(4);
    expect(seatCount(gt, { players: "9" })).toBe(2);
    expect(seatCount({ ...gt, options: [] }, {})).toBe(2);
  });
  it("turns seat choices into requests", () => {
    expect(seatRequests(["you", "open", "friend", "bot:ismcts:medium"])).toEqual([
      { kind: "human" },
      { kind: "human", open: true },
      { kind: "human" },
      { kind: "bot", bot: "ismcts:medium" },
    ]);
  });
  it("checks numbers against their range", () => {
    const players = gt.options[0]!;
    expect(optionProblem(players, "4")).toBeUndefined();
    expect(optionProblem(players, "7")).toContain("from 2 to 6");
    expect(optionProblem(players, "3.5")).toContain("whole number");
  });
});

describe("the lobby's first game and values", () => {
  const muskets: GameInfo = {
    ...gt,
    id: "muskets",
    options: [
      {
        name: "first_turns",
        label: "First-turn house rule",
        group: "House rules",
        kind: "choice",
        default: "printed",
        table_default: "no_fire_charge",
        description: "",
        choices: ["printed", "no_fire_charge"],
      },
    ],
  };
  it("starts on Muskets, else the first game", () => {
    expect(firstGame([gt, muskets])).toBe("muskets");
    expect(firstGame([gt])).toBe("gt");
    expect(firstGame([])).toBe("");
  });
  it("starts on the house rules offered at the table, and sends them in the spec", () => {
    expect(tableDefaults(muskets)).toEqual({ first_turns: "no_fire_charge" });
    expect(tableDefaults(gt)).toEqual({});
    expect(gameSpec(muskets, tableDefaults(muskets))).toBe("muskets:first_turns=no_fire_charge");
    // The printed rules are one choice away and then send the bare id.
    expect(gameSpec(muskets, { first_turns: "printed" })).toBe("muskets");
  });
});

describe("boolean options", () => {
  it("keep the default's spelling", () => {
    expect(boolText("off", true)).toBe("on");
    expect(boolText("false", true)).toBe("true");
    expect(isOn("on") && isOn("true") && !isOn("off") && !isOn("false")).toBe(true);
  });
});

describe("the lobby's option groups", () => {
  const opt = (name: string, group: string): OptionInfo => ({
    name,
    label: name.toUpperCase(),
    group,
    kind: "bool",
    default: "off",
    description: "",
  });
  const order = ["Players", "Armies", "Setup", "Combat", "Length", "Advanced"];

  it("lists the headings in the catalog's order and each option in the game's order", () => {
    const groups = groupOptions(
      [
        opt("cards", "Advanced"),
        opt("support", "Combat"),
        opt("nation_a", "Armies"),
        opt("bridge", "Combat"),
        opt("nation_b", "Armies"),
      ],
      order,
    );
    expect(groups.map((g) => g.name)).toEqual(["Armies", "Combat", "Advanced"]);
    expect(groups.map((g) => g.options.map((o) => o.name))).toEqual([
      ["nation_a", "nation_b"],
      ["support", "bridge"],
      ["cards"],
    ]);
  });

  it("puts a heading the catalog does not list after the listed ones, in first-use order", () => {
    const groups = groupOptions(
      [opt("b", "Zeta"), opt("a", "Alpha"), opt("c", "Setup"), opt("d", "")],
      order,
    );
    expect(groups.map((g) => g.name)).toEqual(["Setup", "Zeta", "Alpha", "Other"]);
    expect(groupOptions([opt("x", "Combat")], []).map((g) => g.name)).toEqual(["Combat"]);
  });

  it("shows words, not snake_case: the label, and choices with spaces", () => {
    expect(optionLabel(opt("nation_a", "Armies"))).toBe("NATION_A");
    expect(optionLabel({ ...opt("turn_limit", "Length"), label: "" })).toBe("turn limit");
    expect(choiceWords("per_stack_plus_one")).toBe("per stack plus one");
    const players = { ...gt.options[0]!, label: "Number of hands" };
    expect(optionProblem(players, "9")).toBe("Number of hands must be a whole number from 2 to 6");
  });
});
