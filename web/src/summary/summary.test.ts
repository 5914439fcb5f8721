import { describe, expect, it } from "vitest";

import type { Replay } from "../protocol";
import muskets from "../fixtures/finished-muskets-seat.json";
import raf from "../fixtures/finished-raf-seat.json";
import volley from "../fixtures/finished-volley-spectator.json";
import gt from "../fixtures/finished-gt-seat.json";
import {
  biggestSwings,
  explainReason,
  groupPlays,
  mostPlayed,
  outcomeOf,
  tracksOf,
} from "./summary";

// Replays of finished heuristic-bot games recorded from the real server (seed 7), their views
// trimmed to the fields the summary reads and their event texts emptied: the summary must be
// computable without any prose.
const games = {
  muskets: muskets as unknown as Replay,
  raf: raf as unknown as Replay,
  volley: volley as unknown as Replay,
  gt: gt as unknown as Replay,
};
const last = (r: Replay) => r.frames[r.frames.length - 1]!.view;

describe("the outcome", () => {
  it("says who won and why, from winner and end_reason", () => {
    const m = outcomeOf(last(games.muskets), 0);
    expect(m).toMatchObject({ winner: 1, winnerName: "Player 2", mine: "lost", reason: "morale" });
    expect(m.why).toBe("a side's Morale ran out");
    expect(outcomeOf(last(games.muskets), 1).mine).toBe("won");
    expect(outcomeOf(last(games.volley), null)).toMatchObject({ winner: 1, reason: "troops" });
    expect(outcomeOf(last(games.volley), null).mine).toBeUndefined();
    expect(outcomeOf(last(games.raf), 0)).toMatchObject({ winner: 0, mine: "won" });
    expect(outcomeOf(last(games.gt), 0).why).toBe("a side had no units left in play");
  });
  it("shows a reason no game has described yet as it is", () => {
    expect(explainReason("surrender")).toBe("surrender");
  });
});

describe("the tracks", () => {
  it("follow every meter of every player from the first frame to the last", () => {
    const tracks = tracksOf(games.muskets.frames);
    expect(tracks.map((t) => t.id)).toEqual(["morale:0", "morale:1"]);
    const p1 = tracks[0]!;
    expect(p1.points).toHaveLength(games.muskets.frames.length);
    expect(p1.points[0]!.value).toBe(20);
    // The charge that ended it: 20 - 30 at the last step.
    expect(p1.points.at(-1)!.value).toBe(-10);
    expect(p1.max).toBe(20);
  });
  it("draw Ready Aim Fire's losses and positions, and GT's units in play (it has no meters)", () => {
    expect(tracksOf(games.raf.frames).map((t) => t.id)).toEqual([
      "losses:0",
      "positions:0",
      "losses:1",
      "positions:1",
    ]);
    // They start once the armies are formed (the views of steps 0-3 say `setup`): before,
    // the 5 positions not yet filled count as "emptied" (of 3).
    expect(games.raf.frames.filter((f) => f.view.setup).map((f) => f.step)).toEqual([0, 1, 2, 3]);
    const positions = tracksOf(games.raf.frames)[1]!;
    expect(positions.points[0]).toMatchObject({ step: 4, value: 0 });
    expect(positions.max).toBe(3);
    const units = tracksOf(games.gt.frames);
    expect(units.map((t) => t.id)).toEqual(["units:0", "units:1"]);
    expect(units[1]!.points.at(-1)!.value).toBe(0);
  });
});

describe("the cards that mattered", () => {
  it("name the swing that ended a Muskets game and the cards of its turn", () => {
    const [top] = biggestSwings(games.muskets.frames);
    expect(top!.changes).toEqual([{ id: "morale:0", label: "Morale", owner: 0, change: -30 }]);
    expect(top!.step).toBe(games.muskets.steps);
    expect(top!.cards.map((c) => c.card)).toContain("Fire");
  });
  it("leave out the forming of armies (the views that say setup)", () => {
    const swings = biggestSwings(games.raf.frames, 100);
    expect(swings.length).toBeGreaterThan(0);
    // Steps 1 and 3 place the two armies, emptying 5 positions each: not a swing.
    expect(swings.map((s) => s.step)).not.toContain(1);
    expect(swings.map((s) => s.step)).not.toContain(3);
    expect(Math.min(...swings.map((s) => s.step))).toBeGreaterThan(4);
    expect(
      swings
        .flatMap((s) => s.changes)
        .every((c) => c.id.startsWith("losses:") || Math.abs(c.change) === 1),
    ).toBe(true);
  });
  it("still count a meter past its maximum later in the game (losses beyond the breakpoint)", () => {
    // The breakpoint rule is off by default: Ready Aim Fire's losses may pass the breakpoint.
    const past = games.raf.frames.find(
      (f) => f.step > 3 && f.view.board.meters.some((m) => m.value > m.max),
    );
    expect(past).toBeDefined();
    const swings = biggestSwings(games.raf.frames, 1000);
    expect(swings.some((s) => s.step > past!.step)).toBe(true);
  });
  it("count each player's played cards from the events the viewer saw", () => {
    const played = mostPlayed(games.volley.frames);
    expect(played.map((p) => p.player)).toEqual([0, 1]);
    for (const p of played) {
      expect(p.cards.length).toBeGreaterThan(0);
      expect(p.cards.length).toBeLessThanOrEqual(3);
      for (let i = 1; i < p.cards.length; ++i) {
        expect(p.cards[i - 1]!.count).toBeGreaterThanOrEqual(p.cards[i]!.count);
      }
    }
  });
});

// Each game's claims against its record, recounted here another way: a swing's change is the
// difference of the meters between its step and the one before; its turn is the turn its step's
// first event belongs to; its cards are the cards the record's events put into play in that
// turn up to that step, each once; the most played cards are counted from the record's events
// one per card put into play (a meld's cards were each played once already in Volley).
describe("the summary's claims, checked against each game's record", () => {
  const meters = (r: Replay, step: number) =>
    new Map(
      (r.frames.find((f) => f.step === step)!.view.board.meters.length
        ? r.frames.find((f) => f.step === step)!.view.board.meters
        : r.frames
            .find((f) => f.step === step)!
            .view.board.zones.filter((z) => z.kind === "line" && z.owner !== null)
            .map((z) => ({ id: z.id, value: z.count }))
      ).map((m) => [m.id, m.value]),
    );
  // The turn of each step's first event, and each turn's cards up to each step, from the record.
  const record = (r: Replay) => {
    const turnOf = new Map<number, number>();
    const cardsUpTo = new Map<number, string[]>();
    let turn = 0;
    let cards: string[] = [];
    for (const f of r.frames) {
      f.events.forEach((e, k) => {
        if (k === 0) turnOf.set(f.step, turn);
        if (e.kind === "turn") {
          if (k === 0) turnOf.set(f.step, (e.data.turn as number) ?? turn + 1);
          else cardsUpTo.set(f.step, [...cards]);
          turn = (e.data.turn as number | undefined) ?? turn + 1;
          cards = [];
        }
        if (e.kind === "play" && typeof e.data.card === "string") cards.push(e.data.card);
      });
      if (!cardsUpTo.has(f.step)) cardsUpTo.set(f.step, [...cards]);
      if (!turnOf.has(f.step)) turnOf.set(f.step, f.view.turn);
    }
    return { turnOf, cardsUpTo };
  };
  for (const [name, r] of Object.entries(games)) {
    it(`${name}: swings, their turns and cards, and the most played`, () => {
      const { turnOf, cardsUpTo } = record(r);
      const swings = biggestSwings(r.frames, 1000);
      expect(swings.length).toBeGreaterThan(0);
      for (const s of swings) {
        const before = meters(r, s.step - 1);
        const after = meters(r, s.step);
        for (const c of s.changes) expect(c.change).toBe(after.get(c.id)! - before.get(c.id)!);
        expect(s.turn).toBe(turnOf.get(s.step));
        // Every card named is one the record put into play that turn, none named twice over.
        const played = cardsUpTo.get(s.step)!;
        const named = s.cards.map((c) => c.card);
        for (const card of new Set(named)) {
          expect(named.filter((c) => c === card).length).toBeLessThanOrEqual(
            played.filter((c) => c === card).length || 1,
          );
        }
      }
      for (const p of mostPlayed(r.frames, 100)) {
        for (const c of p.cards) {
          const plays = r.frames
            .flatMap((f) => f.events)
            .filter((e) => e.player === p.player && e.kind === "play" && e.data.card === c.card);
          if (plays.length > 0) expect(c.count).toBe(plays.length);
        }
      }
    });
  }
  it("volley: a meld's loss is told with the next turn's start, and is its attack's", () => {
    // Step 12: Player 1 loses 17 troops to Player 2's meld of turn 1; the melds are public.
    const swing = biggestSwings(games.volley.frames, 1000).find((s) => s.step === 12)!;
    expect(swing.turn).toBe(1);
    expect(groupPlays(swing.cards)).toEqual([
      {
        player: 1,
        cards: ["Guard Infantry", "Bayonets", "General", "Breakthrough", "Esprit De Corps"],
      },
      { player: 0, cards: ["Killed in Action"] },
    ]);
    for (const s of biggestSwings(games.volley.frames, 1000))
      expect(s.cards.length).toBeGreaterThan(0);
  });
});

describe("a swing's cards", () => {
  it("are grouped by player, a card played again counted", () => {
    expect(
      groupPlays([
        { player: 1, card: "Ready" },
        { player: 0, card: "Cannon" },
        { player: 1, card: "Fire" },
        { player: 1, card: "Ready" },
      ]),
    ).toEqual([
      { player: 1, cards: ["Ready ×2", "Fire"] },
      { player: 0, cards: ["Cannon"] },
    ]);
  });
});
