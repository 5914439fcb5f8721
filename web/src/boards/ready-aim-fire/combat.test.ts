import { describe, expect, it } from "vitest";

import type { GameEvent } from "../../protocol";
import { lastCombat } from "./combat";

let n = 0;
const roll = (label: string, die: number, total: number, outcome: string): GameEvent => ({
  n: ++n,
  kind: "roll",
  text: `${label}: rolled ${die}`,
  data: {
    label,
    dice: [die],
    modifiers: [{ source: "troop quality", value: total - die }],
    total,
    outcome,
  },
});
const note = (kind: string, text: string): GameEvent => ({ n: ++n, kind, text, data: {} });

describe("lastCombat", () => {
  it("pairs the last attack and defence rolls with the result that follows them", () => {
    const events = [
      roll("attack roll of Line", 2, 2, "difference -1 (attacker - defender)"),
      roll("defence roll of Guard", 2, 3, "difference -1 (attacker - defender)"),
      note("result", "-1: Attacker Line is Shaken (L93-105)"),
      note("info", "Player 2 ends attacks"),
      roll("attack roll of Hussars", 5, 6, "difference +3 (attacker - defender)"),
      roll("defence roll of Line", 3, 3, "difference +3 (attacker - defender)"),
      note(
        "result",
        "+3: Defender Line eliminated, morale check for the rest of its stack (L94-105)",
      ),
      roll("morale check", 4, 4, "passes"),
    ];
    const c = lastCombat(events)!;
    expect(c.attack.label).toBe("attack roll of Hussars");
    expect(c.defence.dice).toEqual([3]);
    expect(c.difference).toBe(3);
    expect(c.result).toContain("Defender Line eliminated");
    expect(c.final).toBe(true);
  });

  it("marks rolls a general may still re-roll, and finds nothing without a combat", () => {
    const events = [
      roll("attack roll of Line", 1, 1, "before any re-roll"),
      roll("defence roll of Line", 6, 6, "before any re-roll"),
    ];
    const c = lastCombat(events)!;
    expect(c.final).toBe(false);
    expect(c.result).toBeUndefined();
    expect(c.difference).toBe(-5);
    expect(lastCombat([note("info", "setup")])).toBeUndefined();
  });
});
