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
import { createGame, waitForChange } from "./play.mjs";
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

// Both widths of the same moment.
async function shoot(page, name) {
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
    await pool.locator("button.battalion:enabled").first().dragTo(centre);
    await page.waitForFunction(
      (v) =>
        Number(document.querySelector("main.game")?.getAttribute("data-version")) >= Number(v) + 2,
      version,
    );
    await waitForChange(page, String(Number(version) + 2));
    assert.equal(
      await centre.locator(".stack-cards .raf-card").count(),
      1,
      "the dragged battalion is in the Centre",
    );
    assert.notEqual(await pool.locator("h3 .count").innerText(), before, "the pool shrank by one");
    await shoot(page, "raf-setup");
    const pageTexts = [{ version: Number(version), text: await page.locator("main").innerText() }];

    const moments = [{ version: Number(version), stacks: enemyAtSetup }];
    const clicks = await playRafToEnd(page, {
      onTurn: async () => {
        const v = Number(await page.locator("main.game").getAttribute("data-version"));
        moments.push({ version: v, stacks: await enemyLine(page) });
        pageTexts.push({ version: v, text: await page.locator("main").innerText() });
      },
      onFirst: {
        ".tactic-window": () => shoot(page, "raf-tactics"),
        ".combat": () => shoot(page, "raf-combat"),
      },
    });
    await shoot(page, "raf-end");
    assert.match(await page.locator(".status").innerText(), /You (won|lost)|draw/);
    assert.ok(clicks > 10, `the game took ${clicks} clicks`);

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
    await page.close();
  });
});
