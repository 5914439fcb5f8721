// Keyboard play (issue 42): whole Muskets games against the heuristic bot played by keys alone
// (e2e/keys.mjs), our seat choosing as the heuristic would (the mirror engine of player.mjs),
// every key counted. The median decision takes at most 3 presses; the figures go to
// ARTIFACTS/keys.jsonl and docs/web.md.
import assert from "node:assert/strict";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";

import { assertAccessible } from "./axe.mjs";
import { startEngine } from "./engine.mjs";
import { pressTo } from "./keys.mjs";
import { heuristicChooser, newSeatAgainstBot, playDeliberately, watchSocket } from "./player.mjs";
import { artifacts, bivouac, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

const GAME = "muskets:first_turns=no_fire_charge";
const SEEDS = [1, 2];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

describe("Muskets by keys alone", { timeout: 600000 }, () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}: a decision takes at most 3 key presses at the median`, async (t) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const engine = startEngine(bivouac);
      try {
        const socket = watchSocket(page);
        await engine.ask({ cmd: "new", game: GAME, seed });
        await page.goto(
          await newSeatAgainstBot(server.url, { game: GAME, bot: "heuristic", seed }),
        );
        await page.waitForSelector(".board.muskets");
        let shot = false;
        const stats = await playDeliberately(page, socket, {
          choose: heuristicChooser(engine, socket, { gameSeed: seed }),
          activate: pressTo,
          onDecision: async () => {
            if (shot || seed !== SEEDS[0]) return;
            shot = true;
            // The focus is on a choice already, and its text shows to a keyboard user.
            await page.keyboard.press("ArrowRight");
            await page.keyboard.press("ArrowLeft");
            const focused = await page.evaluate(
              () => document.activeElement?.closest(".board, .actions, .table-prompt") !== null,
            );
            assert.ok(
              focused,
              "after the first move the focus is on one of the decision's choices",
            );
            await page.screenshot({ path: join(artifacts, "keys-muskets-desktop.png") });
            await assertAccessible(page, "Muskets played by keys");
          },
        });
        const presses = stats.perDecision ?? [];
        const figure = {
          seed,
          decisions: presses.length,
          presses: presses.reduce((a, b) => a + b, 0),
          median: median(presses),
          most: Math.max(0, ...presses),
          oneKey: presses.filter((p) => p === 1).length,
          keys: stats.kinds,
        };
        t.diagnostic(JSON.stringify(figure));
        appendFileSync(join(artifacts, "keys.jsonl"), JSON.stringify(figure) + "\n");
        assert.ok(presses.length > 5, `only ${presses.length} decisions`);
        assert.ok(figure.median <= 3, `median ${figure.median} presses a decision`);
      } finally {
        await engine.stop();
        await page.close();
      }
    });
  }
});
