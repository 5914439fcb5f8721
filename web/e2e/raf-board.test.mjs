// Issue 25: "a Ready Aim Fire game is played to its end by dragging and clicking on the board
// only". A whole game against the heuristic bot, our seat played as the heuristic would (a
// mirror engine names its choices; the formation by picking each battalion and clicking its
// stack, never "deploy for me"), every action carried out by clicks on the cards and stacks.
// The action bar is used only for the choices that have no place on the table, which are listed
// here by verb; at every decision each other legal action must start (or, with no card to
// start from, end) at a highlighted card or stack of the board.
import assert from "node:assert/strict";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";

import { startEngine } from "./engine.mjs";
import { fitRecorder } from "./more.mjs";
import {
  destinationsOf,
  heuristicChooser,
  newSeatAgainstBot,
  placeless,
  playDeliberately,
  seeded,
  sourcesOf,
  watchSocket,
} from "./player.mjs";
import { artifacts, bivouac, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

const SEED = 111;
const GAME = "ready-aim-fire:nation_a=austria,nation_b=britain";
// The choices with no place on the table: a phase's end or a refusal ("done": end attacks, end
// draw phase, end reinforce phase, no support, no terrain, no more tactics, keep the roll, keep
// hand, charge the square), a re-roll with a general or the army commander, the cavalry's try to
// ride around a square, and "deploy for me" (offered; this test forms its army by hand).
const BAR_VERBS = new Set(["done", "pass", "reroll", "ride_around", "deploy_all"]);

// The cards and stacks of the board a click may start an action from now (highlighted and
// enabled), read in one go.
async function clickableNow(page) {
  return page.evaluate(() => ({
    cards: [...document.querySelectorAll(".board button.card[data-card-id]:enabled")].map((b) =>
      Number(b.getAttribute("data-card-id")),
    ),
    zones: [...document.querySelectorAll(".board .zone[data-zone-id] > .zone-button:enabled")].map(
      (b) => b.parentElement.getAttribute("data-zone-id"),
    ),
    bar: document.querySelectorAll(".actions > ol button:enabled").length,
    // What a folded line or stack holds (src/table/fold.ts): the cards and stacks under each
    // enabled group button.
    folded: [...document.querySelectorAll(".board button[data-group]")].flatMap((b) => {
      const scope = b.closest(".stack-line") ?? b.closest(".zone");
      return [...scope.querySelectorAll("[data-card-id], .zone[data-zone-id]")].map((el) =>
        el.hasAttribute("data-card-id")
          ? `card:${el.getAttribute("data-card-id")}`
          : `zone:${el.getAttribute("data-zone-id")}`,
      );
    }),
  }));
}

// Where on the board a click starts `action`: its cards or the stack it leaves, else the card or
// stack it acts on (what the table highlights while nothing is selected).
function startsOnBoard(action, now) {
  const src = sourcesOf(action);
  return (src.length ? src : destinationsOf(action)).some((spot) =>
    spot.card !== undefined
      ? now.cards.includes(spot.card) || now.folded.includes(`card:${spot.card}`)
      : now.zones.includes(spot.zone) || now.folded.includes(`zone:${spot.zone}`),
  );
}

// A card whose actions go to places (stacks) and also to none (a Commander as a general or as
// army commander): once it is selected, the prompt offers the placeless one. Shown and
// screenshotted the first time it happens, then the selection is cancelled. False if the view
// holds no such card.
async function showUnplaced(page, view) {
  const card = (a) => sourcesOf(a)[0]?.card;
  const lone = view.legal.find(
    (a) =>
      card(a) !== undefined &&
      destinationsOf(a).length === 0 &&
      view.legal.some((b) => card(b) === card(a) && destinationsOf(b).length > 0),
  );
  if (!lone) return false;
  await page.locator(`.board button.card[data-card-id="${card(lone)}"]`).click();
  const offered = page.locator(`.table-prompt button[data-action=${JSON.stringify(lone.text)}]`);
  await offered.waitFor({ timeout: 2000 });
  await page.screenshot({ path: join(artifacts, "raf-board-unplaced.png") });
  await page.locator(".table-prompt button", { hasText: "Cancel" }).click();
  return true;
}

// The most cards to choose drawn in one pile's row, and whether every such row is one row (the
// pile's other cards fold under "N other cards"), read from the page.
async function pileRows(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll(".board .zone.pile")].map((zone) => {
      const row = zone.querySelector(":scope > .cards");
      const tops = [...(row?.querySelectorAll(":scope > .card-slot") ?? [])].map(
        (c) => c.offsetTop,
      );
      const choices =
        row?.querySelectorAll(":scope > .card-slot > button.card:enabled").length ?? 0;
      return { zone: zone.getAttribute("data-zone-id"), choices, rows: new Set(tops).size };
    }),
  );
}

describe("Ready Aim Fire on the board only", { timeout: 600000 }, () => {
  it("plays a whole game against the heuristic bot by clicks on cards and stacks", async (t) => {
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

      const random = seeded(SEED);
      const offeredInBar = {}; // text -> decisions that offered it
      let mostBarButtons = 0;
      let unplacedSeen = false;
      let mostPileChoices = 0;
      // Issue 25: at every decision the page fits 1280x900 and shows at most 12 buttons
      // (axe.mjs: checkFit). `crowded` counts the decisions whose tools (Phase help, Hint, Undo)
      // were behind "More": a hand of nine cards to discard, with keep hand (13 buttons before).
      const { fit, check } = fitRecorder(page, "raf-board");
      const stats = await playDeliberately(page, socket, {
        choose: heuristicChooser(engine, socket, {
          gameSeed: SEED,
          // The formation by hand: a battalion picked from those to place, then its stack.
          instead: (view, chosen) => {
            if (chosen.parts?.verb !== "deploy_all") return undefined;
            const picks = view.legal.filter((a) => a.parts?.verb === "pick");
            return picks[Math.floor(random() * picks.length)];
          },
        }),
        onDecision: async (view) => {
          await check(`Ready Aim Fire, seed ${SEED} (version ${view.version})`);
          if (!unplacedSeen) unplacedSeen = await showUnplaced(page, view);
          // The discard piles, each a narrow zone of the row of piles (the battalions to place
          // have the board's width and may take two rows of kinds).
          const piles = (await pileRows(page)).filter((p) => p.zone.startsWith("discard"));
          for (const pile of piles) {
            assert.ok(pile.rows <= 1, `${pile.zone} is drawn in ${pile.rows} rows`);
            if (pile.choices > mostPileChoices) {
              mostPileChoices = pile.choices;
              await page.screenshot({ path: join(artifacts, "raf-board-long-pile.png") });
            }
          }
          const now = await clickableNow(page);
          for (const a of view.legal) {
            if (placeless(a)) {
              assert.ok(
                BAR_VERBS.has(a.parts?.verb),
                `"${a.text}" (${JSON.stringify(a.parts)}) is only in the action bar`,
              );
              offeredInBar[a.text] = (offeredInBar[a.text] ?? 0) + 1;
            } else {
              assert.ok(
                startsOnBoard(a, now),
                `"${a.text}" (${JSON.stringify(a.parts)}) has no highlighted card or stack`,
              );
            }
          }
          mostBarButtons = Math.max(mostBarButtons, now.bar);
        },
      });
      assert.match(await page.locator(".status").innerText(), /You (won|lost)|draw/);
      await page.screenshot({ path: join(artifacts, "raf-board-end.png"), fullPage: true });
      const sent = socket.acts.map((a) => a.action);
      assert.ok(!sent.includes("deploy for me"), "the army was formed for us");
      const summary = {
        seed: SEED,
        turns: [...socket.views.values()].at(-1)?.turn,
        clicks: stats.clicks,
        decisions: stats.decisions,
        forced: stats.forcedDelayMs.length,
        clicksByKind: stats.kinds,
        barUsed: stats.bar,
        offeredInBar,
        mostBarButtons,
        mostPileChoices,
        fit,
      };
      t.diagnostic(JSON.stringify(summary));
      appendFileSync(join(artifacts, "raf-board.jsonl"), JSON.stringify(summary) + "\n");
      assert.ok(stats.kinds.card > 0 && stats.kinds.place > 0, "cards and places were clicked");
      assert.ok(unplacedSeen, "no card was offered an action with no place (the army commander)");
      assert.ok(mostPileChoices >= 6, `at most ${mostPileChoices} discarded battalions offered`);
      assert.ok(mostBarButtons <= 10, `${mostBarButtons} buttons in the action bar at once`);
    } catch (e) {
      await page.screenshot({ path: join(artifacts, "raf-board-failure.png"), fullPage: true });
      throw e;
    } finally {
      await engine.stop();
      await page.close();
    }
  });
});
