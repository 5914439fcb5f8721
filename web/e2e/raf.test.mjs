// Ready Aim Fire in the browser against the real server and the heuristic bot: a whole game by
// clicks on the board (one battalion picked from those to place and put on the Centre by clicks,
// the rest deployed for us; attacks by clicking one of our stacks and then an enemy stack), with
// the fog of war checked against the all-seeing state of the same game.
//   node --test e2e/            (BIVOUAC=path/to/bivouac, default ../build/release/src/cli/bivouac)
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

import { recordFrames } from "./browser.mjs";
import { assertAccessible, checkFit } from "./axe.mjs";
import { assertCardFactsInside } from "./cards.mjs";
import { statesOfRecord } from "./engine.mjs";
import { assertFogKept, momentOf } from "./fog.mjs";
import { checkMoreMenu } from "./more.mjs";
import { clickOnce, createGame, waitForChange } from "./play.mjs";
import { recordMessages } from "./record.mjs";
import { assertSummary } from "./summary.mjs";
import { assertFramesMatchSchemas } from "./schema.mjs";
import { artifacts, bivouac, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

const DESKTOP = { width: 1280, height: 900 };
// The page fits a 1280x900 window and shows at most 12 buttons (issue 25).
const FIT = { require: true };
const PHONE = { width: 390, height: 844 };
const GAME = {
  game: "ready-aim-fire",
  seats: ["you", "bot:heuristic"],
  options: { nation_a: "austria", nation_b: "britain" },
};

const versionOf = async (page) =>
  Number(await page.locator("main.game").getAttribute("data-version"));

// Both widths of the same moment.
async function shoot(page, name) {
  await page.waitForTimeout(400); // let the cards finish dealing in
  await page.screenshot({ path: join(artifacts, `${name}-desktop.png`), fullPage: true });
  await assertCardFactsInside(page, `${name} at 1280 px`);
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(artifacts, `${name}-phone.png`), fullPage: true });
  await assertCardFactsInside(page, `${name} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

describe("Ready Aim Fire in the browser", { timeout: 600000 }, () => {
  it("plays a whole game against the heuristic bot by clicks, and keeps the fog of war", async (t) => {
    const page = await browser.newPage({ viewport: DESKTOP });
    try {
      const frames = recordFrames(page);
      await createGame(page, server.url, GAME);
      await page.waitForSelector(".board.raf");
      const gameId = new URL(page.url()).pathname.split("/").pop();
      const setup = await formOneByHand(page);
      const played = await playWatching(page);
      played.moments.unshift(setup.moment);
      played.pageTexts.unshift(setup.pageText);
      t.diagnostic(`fit: ${JSON.stringify(played.fit)}`);
      await checkFog(t, { gameId, frames, ...played });
      assertFramesMatchSchemas(frames);
      recordMessages("raf-seat", frames);
    } catch (e) {
      // What the page showed when it went wrong, for whoever reads the failure.
      await page.screenshot({ path: join(artifacts, "raf-failure.png"), fullPage: true });
      throw e;
    } finally {
      await page.close();
    }
  });
});

// Setup: one battalion picked from those to place and put on our Centre by three clicks (its
// class, folded with the others of the army's ten kinds and more: fold.ts; the battalion; the
// stack), then "deploy for me" from the action bar.
async function formOneByHand(page) {
  const zone = page.locator('.zone[data-zone-id="pool:0"]');
  const pool = zone.locator("button.card.source");
  const classes = zone.locator("button[data-group]");
  await pool.or(classes).first().waitFor({ timeout: 30000 });
  await checkFit(page, "Ready Aim Fire, setup folded by class", FIT);
  assert.ok((await classes.count()) > 1, "the battalions to place fold by class");
  await shoot(page, "raf-setup-classes");
  await assertAccessible(page, "Ready Aim Fire's setup folded by class");
  await classes.first().click();
  await pool.first().waitFor({ timeout: 5000 });
  await checkFit(page, "Ready Aim Fire, setup with a class open", FIT);
  await shoot(page, "raf-setup-class-open");
  const first = await momentOf(page);
  const moment = { version: first.version, stacks: first.stacks };
  const centre = page.locator('.zone[data-zone-id="stack:0:2"]');
  const before = await centre.locator("[data-name]").count();
  const picked = await pool.first().getAttribute("data-name");
  let version = String(await versionOf(page));
  await pool.first().click();
  await waitForChange(page, version);
  await shoot(page, "raf-setup");
  version = String(await versionOf(page));
  await centre.locator(".zone-button").click();
  await waitForChange(page, version);
  const names = await centre
    .locator("[data-name]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-name")));
  assert.equal(names.length, before + 1, "the Centre took the battalion");
  assert.ok(names.includes(picked), `${picked} is on the Centre: ${names}`);
  const last = await momentOf(page);
  return { moment, pageText: { version: last.version, text: last.text } };
}

// The rest of the game by clicks, keeping the enemy line and the page text before each of our
// decisions for the fog check.
async function playWatching(page) {
  const moments = [];
  const pageTexts = [];
  const kinds = {};
  let shotAttack = false;
  let shotFold = false;
  // Every decision of ours is measured (axe.mjs: checkFit); `crowded` counts those whose tools
  // were behind "More" (a hand of nine cards to discard, with keep hand: 13 buttons before).
  const fit = { decisions: 0, crowded: 0, maxHeight: 0, maxButtons: 0, minZoom: 1, hand9: 0 };
  for (let round = 0; round < 3000; round++) {
    if (await page.locator(".after-game").count()) break;
    if (!(await page.locator(".status .your-turn").count())) {
      await page.waitForTimeout(50);
      continue;
    }
    const now = await momentOf(page);
    if (moments.at(-1)?.version !== now.version) {
      moments.push({ version: now.version, stacks: now.stacks });
      pageTexts.push({ version: now.version, text: now.text });
    }
    if (!shotAttack && (await page.locator(".zone.stack.selected").count())) {
      shotAttack = true;
      await shoot(page, "raf-attack");
      await assertAccessible(page, "Ready Aim Fire with an attacker selected");
    }
    if (moments.at(-1)?.version === now.version && fit.last !== now.version) {
      fit.last = now.version;
      const phase = await page.locator(".status .phase").innerText();
      const handChoices = await page
        .locator('.zone[data-zone-id="hand:0"] button.card:enabled')
        .count();
      const f = await checkFit(page, `Ready Aim Fire (round ${round}, ${phase})`, FIT);
      if (f.over) continue; // the game ended as it was read: not a decision of play
      fit.decisions++;
      fit.maxHeight = Math.max(fit.maxHeight, f.height);
      fit.maxButtons = Math.max(fit.maxButtons, f.buttons);
      fit.minZoom = Math.min(fit.minZoom, f.zoom);
      if (handChoices > 8) fit.hand9++;
      if (f.more && fit.crowded++ === 0) {
        // The first crowded moment: photographed, and its More menu tried.
        await shoot(page, "raf-crowded");
        await checkMoreMenu(page, "raf-crowded");
      }
    }
    if (!shotFold && (await page.locator('.board button[data-group^="line:"]').count())) {
      shotFold = true;
      await openFolds(page);
    }
    if (round === 5) await assertAccessible(page, "Ready Aim Fire after deployment");
    const kind = await clickOnce(page, round);
    if (kind) kinds[kind] = (kinds[kind] ?? 0) + 1;
    else await page.waitForTimeout(50);
  }
  assert.ok(await page.locator(".after-game").count(), "the game ended");
  assert.match(await page.locator(".status").innerText(), /You (won|lost)|draw/);
  await assertSummary(page, "raf", { seat: true });
  // The page with its summary is searched for hidden names too (the cards that mattered).
  const end = await momentOf(page);
  pageTexts.push({ version: end.version, text: end.text });
  await shoot(page, "raf-end");
  assert.ok((kinds.board ?? 0) > 10, `played on the board: ${JSON.stringify(kinds)}`);
  assert.ok((kinds.place ?? 0) > 0, `a source then a place was clicked: ${JSON.stringify(kinds)}`);
  delete fit.last;
  return { moments, pageTexts, fit };
}

// A crowded Reinforce decision folds the stacks behind one button for our line (fold.ts): the
// line opens into its stacks, a stack into its battalions and itself, each screen within 12
// buttons and the page within the window; Cancel closes them all.
const foldFit = (page, where) => checkFit(page, where, FIT);

async function openFolds(page) {
  const line = page.locator('.board button[data-group^="line:"]');
  await foldFit(page, "Ready Aim Fire, Reinforce folded");
  await line.click();
  const stacks = page.locator('.board .zone.group > button[data-group^="zone:stack:0:"]');
  const opened = await stacks.count();
  await foldFit(page, "Ready Aim Fire, Reinforce with the line open");
  if (opened > 0) {
    await stacks.first().click();
    const inside = page.locator(
      ".board button.card.source:enabled, .board .zone.destination > .zone-button:enabled",
    );
    assert.ok((await inside.count()) > 0, "an open stack offers its battalions or itself");
    await foldFit(page, "Ready Aim Fire, Reinforce with a stack open");
  }
  await shoot(page, "raf-reinforce-open");
  await page.locator(".table-prompt button", { hasText: "Cancel" }).click();
  assert.equal(await line.count(), 1, "Cancel folds the line again");
}

// The fog of war, against the all-seeing state of every position of this game (its record is
// public once it is over); and proof that the check can fail.
async function checkFog(t, { gameId, frames, moments, pageTexts }) {
  const recordText = await (await fetch(new URL(`/api/games/${gameId}/record`, server.url))).text();
  const states = await statesOfRecord(bivouac, recordText);
  const seen = assertFogKept({ frames, moments, states, seat: 0, pageTexts });
  t.diagnostic(`fog checked: ${JSON.stringify(seen)}`);
  assert.ok(seen.namesChecked > 0, "the page was never checked while names were hidden");

  // A view that names a card the seat may not know fails the check.
  const hiddenAt = (m) => {
    const full = states[m.version].state ?? states[m.version];
    return full.stacks[1].findIndex((stack) => stack.some((slot) => !slot.known));
  };
  const at = moments.find((m) => hiddenAt(m) >= 0);
  assert.ok(at, "the enemy line never held a hidden card");
  const v = at.version;
  const full = states[v].state ?? states[v];
  const col = hiddenAt(at);
  const leak = JSON.parse(frames.find((f) => JSON.parse(f).type === "view"));
  leak.version = v;
  const zone = leak.board.zones.find((z) => z.id === `stack:1:${col}`);
  zone.cards = full.stacks[1][col].map((slot, i) => ({ id: 900 + i, name: slot.card, facts: {} }));
  assert.throws(() =>
    assertFogKept({ frames: [JSON.stringify(leak)], moments: [], states, seat: 0 }),
  );
}
