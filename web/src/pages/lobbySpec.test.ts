import { describe, expect, it } from "vitest";

import type { GameInfo } from "../protocol";
import { boolText, gameSpec, isOn, optionProblem, seatCount, seatRequests } from "./lobbySpec";

const gt: GameInfo = {
  id: "gt",
  title: "GT",
  summary: "",
  min_players: 2,
  max_players: 6,
  options: [
    { name: "players", kind: "int", default: "2", description: "", min: 2, max: 6 },
    { name: "quick_start", kind: "bool", default: "false", description: "" },
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

describe("boolean options", () => {
  it("keep the default's spelling", () => {
    expect(boolText("off", true)).toBe("on");
    expect(boolText("false", true)).toBe("true");
    expect(isOn("on") && isOn("true") && !isOn("off") && !isOn("false")).toBe(true);
  });
});
