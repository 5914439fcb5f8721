// Issue 25's click count: whole Muskets games against the heuristic bot, played through the page
// as a person would (the card, then its place; the action bar only for what has no place), with
// every click counted. A game must take at most 40 clicks, and no decision with a single legal
// action may wait for one. The deals are chosen by seed (the suite's server allows it).
import assert from "node:assert/strict";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";

import { startEngine } from "./engine.mjs";
import { heuristicChooser, playDeliberately, watchSocket, newSeatAgainstBot } from "./player.mjs";
import { artifacts, bivouac, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

const SEEDS = [1, 2, 3, 6, 7];
const MAX_CLICKS = 40;

// The games are played once, and the two checks below read them.
let games;
async function playGames(t) {
  if (games) return games;
  games = [];
  for (const seed of SEEDS) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const engine = startEngine(bivouac);
    try {
      const socket = watchSocket(page);
      await engine.ask({ cmd: "new", game: "muskets", seed });
      await page.goto(
        await newSeatAgainstBot(server.url, { game: "muskets", bot: "heuristic", seed }),
      );
      await page.waitForSelector(".board.muskets");
      const stats = await playDeliberately(page, socket, {
        choose: heuristicChooser(engine, socket, { gameSeed: seed }),
      });
      const last = socket.views.get(Math.max(...socket.views.keys()));
      const game = {
        seed,
        turns: last.turn,
        ...stats,
        forcedDelayMs: Math.round(Math.max(0, ...stats.forcedDelayMs)),
        forcedByPage: stats.forcedDelayMs.length,
      };
      games.push(game);
      t.diagnostic(JSON.stringify(game));
      appendFileSync(join(artifacts, "clicks.jsonl"), JSON.stringify(game) + "\n");
      if (seed === 7) await page.screenshot({ path: join(artifacts, "clicks-muskets-end.png") });
    } finally {
      await engine.stop();
      await page.close();
    }
  }
  return games;
}

describe("Muskets by clicks against the heuristic bot", { timeout: 600000 }, () => {
  it("never waits for a click on a single legal action; a decision is one click, two to aim", async (t) => {
    for (const g of await playGames(t)) {
      // (playDeliberately fails at once if the page waits on a forced decision.)
      assert.ok(g.forcedByPage > 0, `seed ${g.seed}: the page played no forced decision itself`);
      assert.ok(
        g.mostClicksForOne <= 2,
        `seed ${g.seed}: a decision took ${g.mostClicksForOne} clicks`,
      );
      assert.equal((g.kinds.card ?? 0) + (g.kinds.bar ?? 0), g.decisions, `seed ${g.seed}`);
    }
  });

  // Issue 25's target. Not met by the longer games (a 53-turn game of seed 3 asks for 72
  // decisions with more than one legal action: docs/web.md), so it is reported, not yet required.
  it(
    "a whole game takes at most 40 clicks",
    { todo: "the longest games need more decisions than 40 (docs/web.md)" },
    async (t) => {
      const over = (await playGames(t)).filter((g) => g.clicks > MAX_CLICKS);
      assert.deepEqual(
        over.map((g) => `seed ${g.seed}: ${g.clicks} clicks`),
        [],
        `games over ${MAX_CLICKS} clicks`,
      );
    },
  );
});
