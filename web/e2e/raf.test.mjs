// Ready Aim Fire in the browser against the real server and the heuristic bot: a whole game by
// clicks (one battalion dragged into place, the rest deployed for us), with the fog of war
// checked against the all-seeing state of the same game.
//   node --test e2e/            (BIVOUAC=path/to/bivouac, default ../build/release/src/cli/bivouac)
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";

import { launch, recordFrames } from "./browser.mjs";
import { statesOfRecord } from "./engine.mjs";
import { assertFogKept, enemyLine } from "./fog.mjs";
import { createGame } from "./play.mjs";
import { playRafToEnd } from "./raf-play.mjs";
import { startServer } from "./server.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const bivouac = process.env.BIVOUAC ?? join(root, "build/release/src/cli/bivouac");
const artifacts = process.env.ARTIFACTS ?? join(root, "build/web-artifacts");
mkdirSync(artifacts, { recursive: true });

let server;
let browser;
before(async () => {
  server = await startServer({ bivouac, dist: join(root, "web/dist") });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

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
    const frames = recordFrames(page);
    await createGame(page, server.url, {
      game: "ready-aim-fire",
      seats: ["you", "bot:heuristic"],
      options: { nation_a: "austria", nation_b: "britain" },
    });
    await page.waitForSelector(".board.raf");
    const gameId = new URL(page.url()).pathname.split("/").pop();

    // Setup: wait for our turn to form the line, then drag one battalion onto the Centre.
    await page.waitForSelector(".setup-pool button.battalion:enabled");
    const enemyAtSetup = await enemyLine(page);
    const pool = page.getByRole("region", { name: "Battalions to place" });
    const before = await pool.locator("h3 .count").innerText();
    const centre = page.locator(".line.mine .stack[data-column='2']");
    const version = await page.locator("main.game").getAttribute("data-version");
    const dragged = await pool
      .locator("button.battalion:enabled")
      .first()
      .getAttribute("data-kind");
    await pool.locator("button.battalion:enabled").first().dragTo(centre);
    await waitForVersion(page, Number(version) + 2); // "place <kind>", then "to Centre"
    assert.deepEqual(await centre.locator(".raf-card-name").allInnerTexts(), [dragged]);
    assert.notEqual(await pool.locator("h3 .count").innerText(), before, "the pool shrank");

    // A second one by clicks: the battalion, then the stack.
    const picked = pool.locator("button.battalion:enabled").last();
    const clicked = await picked.getAttribute("data-kind");
    await picked.click();
    assert.equal(await picked.getAttribute("aria-pressed"), "true");
    await centre.locator(".stack-button").click();
    await waitForVersion(page, Number(version) + 4);
    assert.deepEqual(
      (await centre.locator(".raf-card-name").allInnerTexts()).sort(),
      [dragged, clicked].sort(),
    );
    await shoot(page, "raf-setup");
    const pageTexts = [{ version: Number(version), text: await page.locator("main").innerText() }];

    const moments = [{ version: Number(version), stacks: enemyAtSetup }];
    let targetsShown = 0;
    const clicks = await playRafToEnd(page, {
      onTurn: async () => {
        const v = Number(await page.locator("main.game").getAttribute("data-version"));
        moments.push({ version: v, stacks: await enemyLine(page) });
        pageTexts.push({ version: v, text: await page.locator("main").innerText() });
      },
      onFirst: {
        ".tactic-window": () => shoot(page, "raf-tactics"),
        ".combat-dice": () => shoot(page, "raf-combat"),
      },
      onTargets: async () => {
        // The highlighted enemy stacks are exactly those the legal attack texts of the selected
        // stack name (flank attacks and attacks on empty stacks included).
        if (targetsShown++ === 0) await shoot(page, "raf-attack");
        const from = await page.locator(".line.mine .stack.selected .stack-name").innerText();
        const highlighted = await page
          .locator(".line.theirs .stack.target .stack-name")
          .allInnerTexts();
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
      },
    });
    await shoot(page, "raf-end");
    assert.match(await page.locator(".status").innerText(), /You (won|lost)|draw/);
    assert.ok(clicks > 10, `the game took ${clicks} clicks`);
    assert.ok(targetsShown > 0, "no attack was made by clicking a stack and its target");

    // The fog of war, against the all-seeing state of every position of this game.
    const recordText = await (
      await fetch(new URL(`/api/games/${gameId}/record`, server.url))
    ).text();
    const states = await statesOfRecord(bivouac, recordText);
    const seen = assertFogKept({ frames, moments, states, seat: 0, pageTexts });
    t.diagnostic(`fog checked: ${JSON.stringify(seen)}`);
    assert.ok(seen.namesChecked > 0, "the page was never checked while names were hidden");

    // The check can fail: a frame that carries the enemy's line as the all-seeing state knows
    // it is caught.
    const v = moments[0].version;
    const leak = JSON.parse(frames.find((f) => JSON.parse(f).type === "view"));
    leak.version = v;
    leak.observation = states[v].state ?? states[v];
    assert.throws(() =>
      assertFogKept({ frames: [JSON.stringify(leak)], moments: [], states, seat: 0 }),
    );

    // Same as last time: the next game in this browser offers the formation sent in this one
    // (the dragged battalion, then "deploy for me"), and says what it placed.
    await createGame(page, server.url, {
      game: "ready-aim-fire",
      seats: ["you", "bot:heuristic"],
      options: { nation_a: "austria", nation_b: "britain" },
    });
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
    assert.ok(await page.locator(".line.mine .stack[data-column='2'] .raf-card").count());
    assert.ok(await page.getByRole("button", { name: /^Done/ }).count(), "left to finish");
    await shoot(page, "raf-same-as-last-time");
    await page.close();
  });
});
