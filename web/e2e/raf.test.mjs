// Ready Aim Fire in the browser against the real server and the heuristic bot: a whole game by
// clicks (one battalion dragged into place, one clicked into place, the rest deployed for us),
// with the fog of war checked against the all-seeing state of the same game, then "same as last
// time" in the next game.
//   node --test e2e/            (BIVOUAC=path/to/bivouac, default ../build/release/src/cli/bivouac)
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

import { recordFrames } from "./browser.mjs";
import { statesOfRecord } from "./engine.mjs";
import { assertFogKept, enemyLine } from "./fog.mjs";
import { createGame } from "./play.mjs";
import { playRafToEnd } from "./raf-play.mjs";
import { artifacts, bivouac, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const GAME = {
  game: "ready-aim-fire",
  seats: ["you", "bot:heuristic"],
  options: { nation_a: "austria", nation_b: "britain" },
};

const versionOf = async (page) =>
  Number(await page.locator("main.game").getAttribute("data-version"));
const waitForVersion = (page, n) =>
  page.waitForFunction(
    (v) => Number(document.querySelector("main.game")?.getAttribute("data-version")) >= v,
    n,
  );

// Both widths of the same moment.
async function shoot(page, name) {
  await page.waitForTimeout(400); // let the cards finish dealing in
  await page.screenshot({ path: join(artifacts, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(artifacts, `${name}-phone.png`), fullPage: true });
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
      const setup = await formTwoByHand(page);
      const played = await playWatching(page);
      played.moments.unshift(setup.moment);
      played.pageTexts.unshift(setup.pageText);
      await checkFog(t, { gameId, frames, ...played });
      await repeatLastFormation(page);
    } catch (e) {
      // What the page showed when it went wrong, for whoever reads the failure.
      await page.screenshot({ path: join(artifacts, "raf-failure.png"), fullPage: true });
      throw e;
    } finally {
      await page.close();
    }
  });
});

// Setup: one battalion dragged onto the Centre, a second one clicked and then the Centre clicked.
async function formTwoByHand(page) {
  await page.waitForSelector(".setup-pool button.battalion:enabled");
  const moment = { version: await versionOf(page), stacks: await enemyLine(page) };
  const pool = page.getByRole("region", { name: "Battalions to place" });
  const centre = page.locator(".line.mine .stack[data-column='2']");
  const before = await pool.locator("h3 .count").innerText();

  const first = pool.locator("button.battalion:enabled").first();
  const dragged = await first.getAttribute("data-kind");
  await first.dragTo(centre);
  await waitForVersion(page, moment.version + 2); // "place <kind>", then "to Centre"
  assert.deepEqual(await centre.locator(".raf-card-name").allInnerTexts(), [dragged]);
  assert.notEqual(await pool.locator("h3 .count").innerText(), before, "the pool shrank");

  const picked = pool.locator("button.battalion:enabled").last();
  const clicked = await picked.getAttribute("data-kind");
  await picked.click();
  assert.equal(await picked.getAttribute("aria-pressed"), "true");
  await centre.locator(".stack-button").click();
  await waitForVersion(page, moment.version + 4);
  assert.deepEqual(
    (await centre.locator(".raf-card-name").allInnerTexts()).sort(),
    [dragged, clicked].sort(),
  );
  await shoot(page, "raf-setup");
  const pageText = { version: await versionOf(page), text: await page.locator("main").innerText() };
  return { moment, pageText };
}

// The rest of the game by clicks, keeping the enemy line and the page text before each of our
// decisions for the fog check.
async function playWatching(page) {
  const moments = [];
  const pageTexts = [];
  let attacksByClick = 0;
  const clicks = await playRafToEnd(page, {
    onTurn: async () => {
      const version = await versionOf(page);
      moments.push({ version, stacks: await enemyLine(page) });
      pageTexts.push({ version, text: await page.locator("main").innerText() });
      // The tactic window shows exactly when the server lists a tactic to play.
      const plays = await page.locator(".actions ol button[data-action^='play ']").count();
      assert.equal(await page.locator(".tactic-window").count(), plays > 0 ? 1 : 0);
    },
    onFirst: {
      ".tactic-window": () => shoot(page, "raf-tactics"),
      ".combat-dice": async () => {
        // The combat panel repeats what the log narrated: its result row is a logged result.
        const result = page.locator(".combat-dice .combat-result");
        if (await result.count()) {
          const logged = await page.locator(".log li.event.result").allInnerTexts();
          const row = await result.innerText();
          assert.ok(
            logged.some((l) => l.includes(row)),
            `"${row}" is not in the log`,
          );
        }
        await shoot(page, "raf-combat");
      },
    },
    onTargets: async () => {
      if (attacksByClick++ === 0) await shoot(page, "raf-attack");
      await assertTargetsMatchLegal(page);
    },
  });
  await shoot(page, "raf-end");
  assert.match(await page.locator(".status").innerText(), /You (won|lost)|draw/);
  assert.ok(clicks > 10, `the game took ${clicks} decisions`);
  assert.ok(attacksByClick > 0, "no attack was made by clicking a stack and its target");
  return { moments, pageTexts };
}

// The highlighted enemy stacks are exactly those that the legal attack texts of the selected
// stack name (flank attacks and attacks on empty stacks included), read here independently.
async function assertTargetsMatchLegal(page) {
  const from = await page.locator(".line.mine .stack.selected .stack-name").innerText();
  const highlighted = await page.locator(".line.theirs .stack.target .stack-name").allInnerTexts();
  const texts = await page
    .locator(".actions ol button")
    .evaluateAll((bs) => bs.map((b) => b.getAttribute("data-action")));
  const named = new Set();
  for (const t of texts) {
    const m =
      new RegExp(`attack from ${from} on (.+?)( second card)?$`).exec(t) ??
      new RegExp(`^attack empty (.+) from ${from}$`).exec(t);
    if (m) named.add(m[1]);
  }
  assert.deepEqual(new Set(highlighted), named, `targets of ${from}`);
}

// The fog of war, against the all-seeing state of every position of this game (its record is
// public once it is over); and proof that the check can fail.
async function checkFog(t, { gameId, frames, moments, pageTexts }) {
  const recordText = await (await fetch(new URL(`/api/games/${gameId}/record`, server.url))).text();
  const states = await statesOfRecord(bivouac, recordText);
  const seen = assertFogKept({ frames, moments, states, seat: 0, pageTexts });
  t.diagnostic(`fog checked: ${JSON.stringify(seen)}`);
  assert.ok(seen.namesChecked > 0, "the page was never checked while names were hidden");

  const v = moments[0].version;
  const leak = JSON.parse(frames.find((f) => JSON.parse(f).type === "view"));
  leak.version = v;
  leak.observation = states[v].state ?? states[v]; // the enemy line as the all-seeing state has it
  assert.throws(() =>
    assertFogKept({ frames: [JSON.stringify(leak)], moments: [], states, seat: 0 }),
  );
}

// The next game in this browser offers the formation sent in the last one (two battalions by
// hand, then "deploy for me") and says what it placed.
async function repeatLastFormation(page) {
  await createGame(page, server.url, GAME);
  await page.waitForSelector(".setup-pool button.battalion:enabled");
  await page.getByRole("button", { name: "Same as last time" }).click();
  const report = page.locator(".replay-report");
  await report.waitFor();
  assert.match(
    await report.innerText(),
    /^Same as last time: 2 battalions placed as before, the rest deployed for you\./,
  );
  const counts = await page.locator(".line.mine .stack .count").allInnerTexts();
  assert.ok(
    counts.every((c) => c.split("/")[0] === c.split("/")[1]),
    `every stack is at its start maximum: ${counts}`,
  );
  assert.ok(await page.getByRole("button", { name: /^Done/ }).count(), "left to finish");
  await shoot(page, "raf-same-as-last-time");
}
