import { describe, expect, it } from "vitest";

import type { GameEvent, ServerMessage } from "../protocol";
import { initialGameState, reduce, type GameClientState } from "./gameState";

const event = (n: number): GameEvent => ({ n, kind: "info", text: `event ${n}`, data: {} });
const events = (...ns: number[]): ServerMessage => ({ type: "events", events: ns.map(event) });
const run = (...msgs: Parameters<typeof reduce>[1][]): GameClientState =>
  msgs.reduce(reduce, initialGameState);

describe("events", () => {
  it("are kept in order, once each, across an overlapping resend", () => {
    const s = run(events(1, 2, 3), events(2, 3, 4, 5));
    expect(s.events.map((e) => e.n)).toEqual([1, 2, 3, 4, 5]);
    expect(s.lastEvent).toBe(5);
    expect(s.gap).toBe(false);
  });

  it("stop at a hole and ask for a resync", () => {
    const s = run(events(1, 2), events(4, 5));
    expect(s.events.map((e) => e.n)).toEqual([1, 2]);
    expect(s.gap).toBe(true);
    const resynced = reduce(reduce(s, { type: "connection", connection: "open" }), events(3, 4, 5));
    expect(resynced.events.map((e) => e.n)).toEqual([1, 2, 3, 4, 5]);
    expect(resynced.gap).toBe(false);
  });
});

describe("actions", () => {
  it("are pending until the server answers, and an error clears them", () => {
    const sent = run({ type: "sent", action: "pass" });
    expect(sent.pending).toBe("pass");
    const refused = reduce(sent, { type: "error", id: null, error: "not your turn" });
    expect(refused.pending).toBeUndefined();
    expect(refused.error).toBe('"pass" was refused: not your turn');
  });

  it("are answered by the ack or error that echoes their request id, not another's", () => {
    const sent = run({ type: "sent", action: "deploy Guard Infantry", id: 7 });
    const hintRefused = reduce(sent, { type: "error", id: 8, error: "no hint bot" });
    expect(hintRefused.pending).toBe("deploy Guard Infantry");
    expect(hintRefused.error).toBe("no hint bot");
    expect(reduce(sent, { type: "ack", id: 8, version: 4 }).pending).toBe("deploy Guard Infantry");
    expect(reduce(sent, { type: "ack", id: 7, version: 4 }).pending).toBeUndefined();
    const refused = reduce(sent, {
      type: "error",
      id: 7,
      error: "not legal now",
      reason: "L118: a Shaken battalion may not support",
    });
    expect(refused.pending).toBeUndefined();
    expect(refused.error).toBe(
      '"deploy Guard Infantry" was refused: not legal now (L118: a Shaken battalion may not support)',
    );
  });

  it("a new view replaces the old one and drops the pending action", () => {
    const view = {
      type: "view" as const,
      version: 3,
      game: "muskets",
      turn: 2,
      phase: "Deploy",
      phase_help: "",
      setup: false,
      to_move: 0,
      terminal: false,
      winner: null,
      end_reason: "",
      viewer: 0,
      board: { zones: [], meters: [], facts: {}, seats: [], sides: [] },
      render: "",
      legal: [{ index: 1, text: "pass", parts: { verb: "pass" } }],
      can_undo: false,
    };
    const s = run({ type: "sent", action: "pass" }, view);
    expect(s.pending).toBeUndefined();
    expect(s.view?.version).toBe(3);
    expect(s.view && "type" in s.view).toBe(false);
  });
});

describe("presence and rematch", () => {
  it("track who is connected and the new game's token", () => {
    const s = run(
      {
        type: "presence",
        seats: [
          { seat: 0, connected: true },
          { seat: 1, connected: false },
        ],
      },
      { type: "rematch", game_id: "g2", id: "g2", seat: 1, token: "ab" },
    );
    expect(s.presence).toEqual({ 0: true, 1: false });
    expect(s.rematch).toEqual({ id: "g2", seat: 1, token: "ab" });
  });
});
