// The game page's settings against the real server: each checkbox level with its words, sounds
// off by default and silent while off, remembered across a reload, and, once on, dice and card
// sounds synthesized as Muskets is played against the heuristic bot. The page's Web Audio calls
// are counted by wrapping the browser's own AudioContext (nothing is mocked in the page).
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

import { assertAccessible } from "./axe.mjs";
import { clickOnce, createGame } from "./play.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

// Counts every sound the page starts (each sound is one or more noise bursts).
function countSounds() {
  const Real = window.AudioContext;
  window.__bursts = 0;
  window.AudioContext = class extends Real {
    createBufferSource() {
      window.__bursts++;
      return super.createBufferSource();
    }
  };
}
const bursts = (page) => page.evaluate(() => window.__bursts);

// How far each settings checkbox's middle sits from its label's middle, in px.
async function misalignment(page) {
  return page.locator(".settings .toggle").evaluateAll((labels) =>
    labels.map((l) => {
      const box = l.querySelector("input").getBoundingClientRect();
      const text = l.querySelector("span").getBoundingClientRect();
      return {
        label: l.textContent,
        off: Math.abs(box.top + box.height / 2 - (text.top + text.height / 2)),
      };
    }),
  );
}

describe("the game page's settings", { timeout: 180000 }, () => {
  it("keeps sounds off until turned on, remembers them, and plays dice and cards", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(countSounds);
    const page = await context.newPage();
    await createGame(page, server.url, { game: "muskets", seats: ["you", "bot:heuristic"] });
    await page.waitForSelector(".board.muskets");
    const settings = page.locator("details.settings");
    await settings.locator("summary").click();
    const sounds = settings.getByRole("checkbox", { name: "Sounds (dice and cards)" });
    assert.equal(await sounds.isChecked(), false, "sounds are off by default");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const { label, off } of await misalignment(page))
        assert.ok(off <= 2, `at ${width} px the "${label}" checkbox is ${off} px off its words`);
      await settings.screenshot({ path: join(artifacts, `settings-${width}.png`) });
      await page.screenshot({ path: join(artifacts, `settings-page-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await assertAccessible(page, "the game page with its settings open");

    // Off: moves are played (cards, and dice in the bot's fire) and nothing sounds.
    for (let round = 0; round < 12; round++) {
      await page.waitForSelector(".status .your-turn, .after-game");
      if (await page.locator(".after-game").count()) break;
      await clickOnce(page, round);
    }
    assert.ok((await page.locator(".log li.event").count()) > 3, "the game went on");
    assert.equal(await bursts(page), 0, "a sound played while sounds were off");

    // On: the click itself answers with a card sound, and the choice survives a reload.
    await sounds.check();
    await page.waitForFunction(() => window.__bursts > 0);
    await page.reload();
    await page.waitForSelector(".board.muskets");
    await page.locator("details.settings summary").click();
    assert.equal(await sounds.isChecked(), true, "sounds stayed on after a reload");
    assert.equal(await bursts(page), 0, "the history a reload brings back is not played again");
    // A deal may end before any card is played after the reload (Muskets can end on turn 1):
    // then a new game is started, with sounds still on from the page's settings.
    let heard = 0;
    for (let game = 0; game < 4 && heard === 0; game++) {
      if (game > 0) {
        await createGame(page, server.url, { game: "muskets", seats: ["you", "bot:heuristic"] });
        await page.waitForSelector(".board.muskets");
        heard = await bursts(page);
      }
      for (let round = 0; round < 200 && heard === 0; round++) {
        await page.waitForSelector(".status .your-turn, .after-game");
        heard = await bursts(page);
        if (heard > 0 || (await page.locator(".after-game").count())) break;
        await clickOnce(page, round);
        heard = await bursts(page);
      }
    }
    assert.ok(heard > 0, "no sound for the cards played after sounds were turned on");
    // Off again: remembered as off.
    if ((await settings.getAttribute("open")) === null) await settings.locator("summary").click();
    await sounds.uncheck();
    await page.reload();
    await page.waitForSelector(".board.muskets");
    await page.locator("details.settings summary").click();
    assert.equal(await sounds.isChecked(), false);
    await context.close();
  });
});
