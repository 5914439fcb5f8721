// The end-of-game summary on games finished without clicks (a bare WebSocket client holds seat
// 0 against heuristic bots, e2e/finish.mjs): Ready Aim Fire as a spectator, GT with six players
// (no meters: its track is each player's units in play) as a seat and as a spectator. Muskets,
// Volley, Ready Aim Fire as a seat and GT 2v2 are checked at the end of their played games.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { finishByWebSocket } from "./finish.mjs";
import { assertSummary } from "./summary.mjs";
import { browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

const DESKTOP = { width: 1280, height: 900 };

describe("the end-of-game summary", { timeout: 300000 }, () => {
  it("sums up Ready Aim Fire for a spectator", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    try {
      const { id } = await finishByWebSocket(page, server.url, {
        game: "ready-aim-fire",
        bots: ["heuristic"],
      });
      await page.goto(new URL(`/watch/${id}`, server.url).toString());
      await assertSummary(page, "raf-spectator", { seat: false });
    } finally {
      await page.close();
    }
  });

  it("sums up a six-player GT game for a seat and for a spectator", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    try {
      const { id, invite } = await finishByWebSocket(page, server.url, {
        game: "gt:players=6",
        bots: Array(5).fill("heuristic"),
      });
      await page.goto(new URL(invite, server.url).toString());
      await assertSummary(page, "gt6-seat", { seat: true });
      const lines = await page.locator(".game-summary .meter-chart polyline").count();
      assert.equal(lines, 6, "one line per player");
      await page.goto(new URL(`/watch/${id}`, server.url).toString());
      await assertSummary(page, "gt6-spectator", { seat: false });
    } finally {
      await page.close();
    }
  });
});
