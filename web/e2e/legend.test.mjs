// The card symbols' legend (/legend, docs/web.md "The cards' pictures"): a section per game with
// its symbols, no sideways scroll at 390 px, and axe at both widths. Screenshots:
// legend-desktop.png, legend-phone.png.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

import { assertAccessible } from "./axe.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

describe("the card symbols' legend", { timeout: 120000 }, () => {
  it("shows every game's symbols at 1280 and 390 px", async () => {
    for (const [width, height, name] of [
      [1280, 900, "desktop"],
      [390, 844, "phone"],
    ]) {
      const page = await browser.newPage({ viewport: { width, height } });
      try {
        await page.goto(new URL("/legend", server.url).href);
        await page.waitForSelector(".legend-entry");
        for (const id of ["muskets", "volley", "gt", "ready-aim-fire"]) {
          const entries = await page.locator(`section#${id} .legend-entry svg`).count();
          assert.ok(entries > 5, `${id}: ${entries} symbols`);
        }
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scroll <= width, `the legend is ${scroll} px wide in a ${width} px window`);
        await page.screenshot({ path: join(artifacts, `legend-${name}.png`), fullPage: true });
        await assertAccessible(page, `the legend at ${width} px`);
      } finally {
        await page.close();
      }
    }
  });
});
