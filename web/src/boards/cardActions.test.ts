import { describe, expect, it } from "vitest";

import { actionsByCard } from "./cardActions";

const legal = (...texts: string[]) => texts.map((text, i) => ({ index: i + 1, text }));

describe("actionsByCard", () => {
  it("gives each action to the longest card name it mentions", () => {
    const map = actionsByCard(
      ["Cannon", "Heavy Cannon", "Line Infantry"],
      legal("discard Heavy Cannon", "bombard with Cannon", "deploy Line Infantry", "done"),
    );
    expect(map.get("Heavy Cannon")?.map((a) => a.index)).toEqual([1]);
    expect(map.get("Cannon")?.map((a) => a.index)).toEqual([2]);
    expect(map.get("Line Infantry")?.map((a) => a.index)).toEqual([3]);
  });
  it("matches whole words only, in any case", () => {
    const map = actionsByCard(["Aim"], legal("answer with aim", "maim the enemy"));
    expect(map.get("Aim")?.map((a) => a.text)).toEqual(["answer with aim"]);
  });
  it("reads past punctuation", () => {
    const map = actionsByCard(["General"], legal("play General, draw 2"));
    expect(map.get("General")?.length).toBe(1);
  });
  it("leaves actions that name no card out", () => {
    expect(actionsByCard(["Fire"], legal("pass", "done")).size).toBe(0);
  });
});
