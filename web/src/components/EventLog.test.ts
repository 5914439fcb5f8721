import { describe, expect, it } from "vitest";

import { foldNotes, type LogNote } from "./EventLog";

const auto = (after: number, move: string, run: number): LogNote => ({
  after,
  move,
  run,
  text: `Played for you: ${move} (your only legal move)`,
});

describe("the log's moves played for you", () => {
  it("fold a run into one line at the run's last place, opening to each move", () => {
    const shown = foldNotes([auto(3, "pass", 0), auto(5, "allow", 0), auto(9, "pass", 0)]);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.text).toBe("3 moves played for you: pass, allow, pass");
    expect(shown[0]!.after).toBe(9);
    expect(shown[0]!.folded?.map((n) => n.text)).toEqual([
      "Played for you: pass (your only legal move)",
      "Played for you: allow (your only legal move)",
      "Played for you: pass (your only legal move)",
    ]);
  });

  it("break a run where the player moved by hand, and leave a lone move as it was", () => {
    const shown = foldNotes([
      auto(3, "pass", 0),
      auto(5, "allow", 0),
      auto(9, "pass", 1),
      { after: 10, text: "Same as last time: 4 played" },
    ]);
    expect(shown.map((n) => n.text)).toEqual([
      "2 moves played for you: pass, allow",
      "Played for you: pass (your only legal move)",
      "Same as last time: 4 played",
    ]);
    expect(shown[1]!.folded).toBeUndefined();
  });
});
