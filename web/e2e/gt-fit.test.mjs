// Issue 25 on GT with four players: a whole 2v2 game at 1280x900, our seat (Player 1) played as
// the heuristic would (player.mjs: a mirror engine names its choices) against three heuristic
// bots of the server, and at every decision of ours the page fits its window and shows at most
// 12 buttons (axe.mjs: checkFit). The deal (seed 22, found with the engine: the most cards Player
// 1 may discard at once in a game, 11 at a Dispatch) reaches a hand that alone has more than
// nine cards to click, where Phase help, Hint and Undo went past 12 (13 before, issue 25); there
// they go behind "More" (src/table/crowding.ts), which is opened, checked by axe and photographed.
import assert from "node:assert/strict";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";

import { checkFit } from "./axe.mjs";
import { startEngine } from "./engine.mjs";
import { checkMoreMenu } from "./more.mjs";
import { heuristicChooser, newSeatAgainstBot, playDeliberately, watchSocket } from "./player.mjs";
import { artifacts, bivouac, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

const SEED = 22;
const GAME = "gt:players=4";

describe("GT 2v2 at 1280x900", { timeout: 600000 }, () => {
  it("fits the window with at most 12 buttons at every decision of a whole game", async (t) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const engine = startEngine(bivouac);
    try {
      const invite = await newSeatAgainstBot(server.url, {
        game: GAME,
        bot: "heuristic",
        seed: SEED,
        bots: 3,
      });
      await engine.ask({ cmd: "new", game: GAME, seed: SEED });
      const socket = watchSocket(page);
      await page.goto(invite);
      await page.waitForSelector(".board.gt");
      const fit = { decisions: 0, crowded: 0, maxHeight: 0, maxButtons: 0, minZoom: 1 };
      let mostDiscards = 0;
      await playDeliberately(page, socket, {
        choose: heuristicChooser(engine, socket, { gameSeed: SEED }),
        onDecision: async (view) => {
          const discards = view.legal.filter((a) => /^discard /.test(a.text)).length;
          mostDiscards = Math.max(mostDiscards, discards);
          const f = await checkFit(page, `GT 2v2, seed ${SEED} (version ${view.version})`, {
            require: true,
          });
          fit.decisions++;
          fit.maxHeight = Math.max(fit.maxHeight, f.height);
          fit.maxButtons = Math.max(fit.maxButtons, f.buttons);
          fit.minZoom = Math.min(fit.minZoom, f.zoom);
          if (f.more && fit.crowded++ === 0) {
            await page.waitForTimeout(400); // let the cards finish dealing in
            await page.screenshot({ path: join(artifacts, "gt-crowded-desktop.png") });
            await page.setViewportSize({ width: 390, height: 844 });
            await page.screenshot({
              path: join(artifacts, "gt-crowded-phone.png"),
              fullPage: true,
            });
            await page.setViewportSize({ width: 1280, height: 900 });
            await checkMoreMenu(page, "gt-crowded");
          }
        },
      });
      assert.match(await page.locator(".status").innerText(), /You (won|lost)|draw/);
      const summary = { seed: SEED, mostDiscards, ...fit };
      t.diagnostic(JSON.stringify(summary));
      appendFileSync(join(artifacts, "gt-fit.jsonl"), JSON.stringify(summary) + "\n");
      // The deal reaches the crowded hand, so the limit above was tested where it was broken.
      assert.ok(mostDiscards >= 10, `the deal never offered ten discards (${mostDiscards})`);
      assert.ok(fit.crowded > 0, "no decision put the tools behind More");
    } catch (e) {
      await page.screenshot({ path: join(artifacts, "gt-fit-failure.png"), fullPage: true });
      throw e;
    } finally {
      await engine.stop();
      await page.close();
    }
  });
});
