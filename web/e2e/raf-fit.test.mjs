// Issue 25 on Ready Aim Fire: a whole game at 1280x900, our seat played as the heuristic would
// (player.mjs: a mirror engine names its choices, "deploy for me" included) against the server's
// heuristic bot, and at every decision of ours the page fits its window and shows at most 12
// buttons (axe.mjs: checkFit). The deal (seed 105, found with the engine among seeds 1-200: the
// only one whose free discard offers ten cards of our hand and "keep hand"; two others offer
// nine) reaches the moment that showed 13 buttons and more (the hand, keep hand, Phase help,
// Hint, Undo; issue 25): there the tools go behind "More" (src/table/crowding.ts), which is
// opened, checked by axe and photographed.
import assert from "node:assert/strict";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";

import { startEngine } from "./engine.mjs";
import { discardsOffered, fitRecorder } from "./more.mjs";
import { heuristicChooser, newSeatAgainstBot, playDeliberately, watchSocket } from "./player.mjs";
import { artifacts, bivouac, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

const SEED = 105;
const GAME = "ready-aim-fire:nation_a=austria,nation_b=britain";

describe("Ready Aim Fire at 1280x900", { timeout: 600000 }, () => {
  it("fits the window with at most 12 buttons at every decision of a whole game", async (t) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const engine = startEngine(bivouac);
    try {
      const invite = await newSeatAgainstBot(server.url, {
        game: GAME,
        bot: "heuristic",
        seed: SEED,
      });
      await engine.ask({ cmd: "new", game: GAME, seed: SEED });
      const socket = watchSocket(page);
      await page.goto(invite);
      await page.waitForSelector(".board.raf");
      const { fit, check } = fitRecorder(page, "raf");
      let mostDiscards = 0;
      await playDeliberately(page, socket, {
        choose: heuristicChooser(engine, socket, { gameSeed: SEED }),
        onDecision: async (view) => {
          mostDiscards = Math.max(mostDiscards, discardsOffered(view));
          await check(`Ready Aim Fire, seed ${SEED} (version ${view.version})`);
        },
      });
      assert.match(await page.locator(".status").innerText(), /You (won|lost)|draw/);
      const summary = { seed: SEED, mostDiscards, ...fit };
      t.diagnostic(JSON.stringify(summary));
      appendFileSync(join(artifacts, "raf-fit.jsonl"), JSON.stringify(summary) + "\n");
      // The deal reaches the crowded hand, so the limit above was tested where it was broken.
      assert.ok(
        mostDiscards >= 9,
        `the deal never offered nine cards to discard (${mostDiscards})`,
      );
      assert.ok(fit.crowded > 0, "no decision put the tools behind More");
    } catch (e) {
      await page.screenshot({ path: join(artifacts, "raf-fit-failure.png"), fullPage: true });
      throw e;
    } finally {
      await engine.stop();
      await page.close();
    }
  });
});
