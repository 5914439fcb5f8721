// The "How to play" pages against the real server: reached from the lobby's game entry and from
// the game page's header (in a new tab, the game page staying where it was), drawn with the
// server's sections and their rule-line markers, readable at 1280 and 390 px, checked by axe.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

import { assertAccessible } from "./axe.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

async function apiPage(game) {
  const r = await fetch(new URL(`/api/how-to-play/${game}`, server.url));
  assert.equal(r.status, 200);
  return r.json();
}

// The page as drawn: each section's heading and each paragraph's marker text.
async function drawn(page) {
  return page.locator("article section").evaluateAll((sections) =>
    sections.map((s) => ({
      heading: s.querySelector("h2").textContent,
      markers: [...s.querySelectorAll(".rule-lines [aria-hidden=true]")].map((m) => m.textContent),
    })),
  );
}

function expected(reply) {
  return reply.sections.map((s) => ({
    heading: s.heading,
    markers: s.paragraphs.map((p) => p.lines.join(", ")),
  }));
}

describe("the How to play pages", { timeout: 120000 }, () => {
  it("opens from the lobby's game entry and draws every section with its rule lines", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    await page.getByLabel("Game", { exact: true }).selectOption("volley");
    const volley = page.getByRole("link", { name: "How to play Volley" });
    assert.equal(await volley.getAttribute("href"), "/how-to-play/volley");
    await page.getByLabel("Game", { exact: true }).selectOption("muskets");
    await page.getByRole("link", { name: "How to play Muskets" }).click();
    await page.waitForURL(/\/how-to-play\/muskets$/);
    await page.getByRole("heading", { level: 1, name: "How to play Muskets" }).waitFor();
    assert.deepEqual(await drawn(page), expected(await apiPage("muskets")));
    // The contents link to each section.
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link").nth(3).click();
    assert.match(page.url(), /#how-to-play-combat$/);
    await assertAccessible(page, "the How to play page (Muskets, 1280 px)");
    await page.screenshot({ path: join(artifacts, "how-to-play-desktop.png"), fullPage: true });
    await page.close();
  });

  it("fits a phone without sideways scrolling", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(new URL("/how-to-play/ready-aim-fire", server.url).toString());
    await page.getByRole("heading", { level: 1, name: "How to play Ready Aim Fire" }).waitFor();
    assert.deepEqual(await drawn(page), expected(await apiPage("ready-aim-fire")));
    const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(width <= 390, `the page is ${width} px wide on a 390 px screen`);
    await assertAccessible(page, "the How to play page (Ready Aim Fire, 390 px)");
    await page.screenshot({ path: join(artifacts, "how-to-play-phone.png"), fullPage: true });
    await page.close();
  });

  it("says which games there are when the game is unknown", async () => {
    const page = await browser.newPage();
    await page.goto(new URL("/how-to-play/chess", server.url).toString());
    const alert = page.getByRole("alert");
    await alert.waitFor();
    assert.match(await alert.innerText(), /"chess".*gt, muskets, ready-aim-fire, volley/);
    await page.close();
  });

  it("opens from the game page's header in a new tab, leaving the game where it was", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByLabel("Game", { exact: true }).selectOption("gt");
    await page.getByRole("button", { name: "Start" }).click();
    await page.waitForURL(/\/play\//);
    const gameUrl = page.url();
    const link = page.getByRole("link", { name: /^How to play/ });
    assert.equal(await link.getAttribute("target"), "_blank");
    assert.equal(await link.getAttribute("href"), "/how-to-play/gt");
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await tab.getByRole("heading", { level: 1, name: /How to play Card Game/ }).waitFor();
    assert.deepEqual(await drawn(tab), expected(await apiPage("gt")));
    assert.equal(page.url(), gameUrl, "the game page stayed on the game");
    await context.close();
  });
});
