// Every Ready Aim Fire card the page shows has its own text (issue 42): before, 10 of 11
// battalion kinds and the commanders had none (POST /api/card answered 400, about 180 failed
// requests a game) and hovering the Guard showed the tactic "Rearguard Action". The page forms
// its army with "deploy for me"; on the first turn both armies' stacks lie face up (L45-46), so
// most of both nations' battalion kinds are on the page with the hand's cards. Each kind is hovered and
// its text must begin with its own name; no card request may fail. Screenshots of the first turn
// at both widths: raf-cards-desktop.png, raf-cards-phone.png.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

import { assertAccessible } from "./axe.mjs";
import { assertCardFactsInside } from "./cards.mjs";
import { createGame } from "./play.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

describe("Ready Aim Fire card texts", { timeout: 180000 }, () => {
  it("gives every card kind on the page its own text, with no failed request", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const failed = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/api/card") && r.status() >= 400) failed.push(r.status());
    });
    try {
      await createGame(page, server.url, {
        game: "ready-aim-fire",
        seats: ["you", "bot:heuristic"],
        options: { nation_a: "austria", nation_b: "britain" },
      });
      await page.waitForSelector(".board.raf");
      await page.locator("nav.actions button", { hasText: "deploy for me" }).click();
      // Our first turn: both lines formed and face up.
      await page.waitForFunction(
        () =>
          document.querySelector(".status .your-turn") &&
          document.querySelectorAll('.zone.stack[data-owner="1"] .card.face').length > 0 &&
          !document.querySelector('.zone[data-zone-id="pool:0"] .card'),
        null,
        { timeout: 60000 },
      );
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(artifacts, "raf-cards-desktop.png"), fullPage: true });
      const names = await page
        .locator(".board .card.face[data-name]")
        .evaluateAll((els) => [
          ...new Set(els.filter((e) => e.offsetParent).map((e) => e.getAttribute("data-name"))),
        ]);
      // Each army's thirteen battalions on show and the hand: most kinds of both nations (the
      // engine side checks every kind: ready_aim_fire_tests RafCardText.*).
      assert.ok(names.length >= 6, `the page shows ${names.length} kinds: ${names}`);
      const wrong = [];
      let checked = 0;
      for (const name of names) {
        const card = page.locator(`.board .card.face[data-name="${name}"]:visible`).first();
        // A card that left the page meanwhile (the view moved on) is not asked about.
        const hovered = await card
          .hover({ timeout: 3000 })
          .then(() => true)
          .catch(() => false);
        if (!hovered) continue;
        checked += 1;
        // The text opens beside the card, in the slot that holds it (CardFace.tsx).
        const tip = card.locator("xpath=..").locator("[role=tooltip]");
        const text = await tip
          .first()
          .textContent({ timeout: 5000 })
          .catch(() => "(no text)");
        if (!text.startsWith(`${name} (`)) wrong.push(`${name}: ${text.slice(0, 60)}`);
      }
      assert.ok(checked >= 6, `${checked} card kinds hovered`);
      assert.deepEqual(wrong, [], "each card kind shows its own text");
      assert.deepEqual(failed, [], "no card text request failed");
      await page.mouse.move(0, 0);
      await assertCardFactsInside(page, "Ready Aim Fire's first turn at 1280 px");
      await assertAccessible(page, "Ready Aim Fire's first turn, the cards drawn");
      await page.setViewportSize(PHONE);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(artifacts, "raf-cards-phone.png"), fullPage: true });
      await assertCardFactsInside(page, "Ready Aim Fire's first turn at 390 px");
    } finally {
      await page.close();
    }
  });
});
