import { describe, expect, it } from "vitest";

import type { Replay } from "../protocol";
import muskets from "../fixtures/finished-muskets-seat.json";
import raf from "../fixtures/finished-raf-seat.json";
import { chartScale, groupByLabel, perTurn, timeAxis, trackSummary } from "./chart";
import { tracksOf } from "./summary";

const musketsTracks = tracksOf((muskets as unknown as Replay).frames);
const rafTracks = tracksOf((raf as unknown as Replay).frames);

describe("a meter chart's numbers", () => {
  it("run the value axis from below 0 (a Morale that fell to -10) to the maximum", () => {
    const scale = chartScale(musketsTracks);
    expect(scale).toMatchObject({ low: -10, high: 20, firstStep: 0, firstTurn: 1 });
    expect(scale.lastStep).toBe((muskets as unknown as Replay).steps);
  });
  it("summarise a line in words for screen readers", () => {
    expect(trackSummary(musketsTracks[0]!, "Player 1")).toBe(
      "Player 1 from 20 to -10 (lowest -10, highest 20)",
    );
  });
  it("give one row per turn with the value at its end", () => {
    const rows = perTurn(musketsTracks);
    const turns = rows.map((r) => r.turn);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
    expect(new Set(turns).size).toBe(turns.length);
    expect(rows.at(-1)!.values[0]).toBe(-10);
    // Turn 1: Player 2 bombarded with a Cannon (Player 1 lost 3 Morale).
    expect(rows[0]).toEqual({ turn: 1, values: [17, 20] });
  });
  it("draw the same meter of both players together", () => {
    expect(groupByLabel(rafTracks).map((g) => [g.label, g.tracks.map((t) => t.owner)])).toEqual([
      ["Losses (breakpoint)", [0, 1]],
      ["Positions emptied", [0, 1]],
    ]);
  });
  it("count a one-turn game's moves on its time axis, not turns 1 to 1", () => {
    const one = { low: 0, high: 20, firstStep: 0, lastStep: 9, firstTurn: 1, lastTurn: 1 };
    expect(timeAxis(one)).toEqual({
      start: "start",
      end: "9 moves",
      label: "Turn 1, move by move",
    });
    expect(timeAxis(chartScale(musketsTracks))).toMatchObject({ start: "1", label: "Turn" });
  });
});
