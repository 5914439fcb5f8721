// A 2v2 GT game in the browser: Player 1 and Player 3 are people in two browser contexts (the
// second joins by the invite link, on a phone-sized screen), Players 2 and 4 are bots, and two
// more contexts watch as spectators. Played to the end by clicks; no page and no frame shows a
// hand to anyone the rules keep it from.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

import { recordFrames } from "./browser.mjs";
import { assertAccessible, checkFit } from "./axe.mjs";
import { checkMoreMenu } from "./more.mjs";
import { clickGt, createGt } from "./gtPlay.mjs";
import { recordMessages } from "./record.mjs";
import { assertSummary } from "./summary.mjs";
import { assertFramesMatchSchemas } from "./schema.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

// The named cards of `player`'s hand in the last view frame.
const lastHand = (frames, player) =>
  frames
    .map((f) => JSON.parse(f))
    .filter((m) => m.type === "view")
    .at(-1)
    .board.zones.find((z) => z.kind === "hand" && z.owner === player)
    .cards.filter((c) => !c.back)
    .map((c) => c.name);

// A spectator's view frames show every hand only as backs; a seat's show its own hand face up.
function assertHandsHidden(frames, seat) {
  let views = 0;
  for (const raw of frames) {
    const msg = JSON.parse(raw);
    if (msg.type !== "view") continue;
    views++;
    for (const hand of msg.board.zones.filter((z) => z.kind === "hand")) {
      if (seat === null)
        assert.ok(
          hand.cards.every((c) => c.back),
          `a spectator was sent Player ${hand.owner + 1}'s hand`,
        );
      else if (hand.owner === seat)
        assert.ok(
          hand.cards.every((c) => !c.back),
          `seat ${seat}'s own hand was sent face down`,
        );
    }
  }
  assert.ok(views > 0, "no view frames were received");
}

// The page draws another hand as the frame had it: as many face-up cards as the seat was shown.
async function assertPageHidesHand(page, frames, player, seat) {
  const shown = lastHand(frames, player);
  const faceUp = await page
    .locator(`.zone.hand[data-owner="${player}"] [data-name]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-name")));
  assert.deepEqual(
    faceUp.sort(),
    shown.sort(),
    `seat ${seat}'s page shows Player ${player + 1}'s hand`,
  );
}

// The cards in `player`'s last hand that no frame to the viewer ever named (unplayed, never
// spied) appear nowhere in the viewer's page.
async function assertNeverShown(viewer, viewerFrames, ownerFrames, player) {
  const everSent = viewerFrames.join("\n");
  const secret = lastHand(ownerFrames, player).filter((c) => !everSent.includes(c));
  const html = await viewer.content();
  for (const card of secret) {
    assert.ok(!html.includes(card), `the page shows Player ${player + 1}'s unseen ${card}`);
  }
  return secret.length;
}

describe("GT in the browser", { timeout: 600000 }, () => {
  it("plays a 2v2 game across four browser contexts with two bots, to the end", async (t) => {
    const context = async (viewport) => (await browser.newContext({ viewport })).newPage();
    const p1 = await context({ width: 1280, height: 900 });
    const p3 = await context({ width: 390, height: 844 });
    const watchDesk = await context({ width: 1280, height: 900 });
    const watchPhone = await context({ width: 390, height: 844 });
    const frames = { p1: recordFrames(p1), p3: recordFrames(p3) };
    const watchFrames = [recordFrames(watchDesk), recordFrames(watchPhone)];

    await createGt(p1, server.url, {
      players: 4,
      seats: ["you", "bot:heuristic", "friend", "bot:heuristic"],
    });
    const invite = await p1.locator(".invites a", { hasText: "link" }).getAttribute("href");
    const spectate = await p1.locator(".invites a[href^='/watch/']").getAttribute("href");
    await p1.locator(".invites a", { hasText: "open my seat" }).click();
    await p3.goto(new URL(invite, server.url).toString());
    await watchDesk.goto(new URL(spectate, server.url).toString());
    await watchPhone.goto(new URL(spectate, server.url).toString());
    for (const page of [p1, p3, watchDesk, watchPhone]) await page.waitForSelector(".board.gt");
    assert.equal(
      await p3.getByRole("region", { name: "Player 1 (Ally)" }).count(),
      1,
      "Player 3 sees Player 1 as an ally",
    );
    assert.equal(await p1.getByRole("region", { name: "Player 2 (Enemy)" }).count(), 1);

    const stats = { board: 0, place: 0, prompt: 0, bar: 0 };
    // Each decision of either seat is measured (axe.mjs: checkFit): Player 1's page (1280x900)
    // must fit its window, and neither page may show more than 12 buttons (Player 3's is a
    // phone, which scrolls). `crowded` counts the decisions whose tools were behind "More" (a
    // hand of ten cards to discard after Dispatch: 13 buttons before).
    const fit = { decisions: 0, crowded: 0, maxHeight: 0, maxButtons: 0, minZoom: 1 };
    const measured = new Map();
    const measure = async (page, where, opts) => {
      const version = await page.locator("main.game").getAttribute("data-version");
      if (measured.get(page) === version) return;
      measured.set(page, version);
      const f = await checkFit(page, where, { require: true, ...opts });
      if (f.over) return; // the game ended as it was read: not a decision of play
      fit.decisions++;
      fit.maxButtons = Math.max(fit.maxButtons, f.buttons);
      if (opts.height !== false) {
        fit.maxHeight = Math.max(fit.maxHeight, f.height);
        fit.minZoom = Math.min(fit.minZoom, f.zoom);
      }
      if (f.more && fit.crowded++ === 0) {
        await page.screenshot({ path: join(artifacts, "gt-crowded-desktop.png") });
        await checkMoreMenu(page, "gt-crowded");
      }
    };
    let shots = 0;
    let over = false;
    for (let round = 0; round < 6000 && !over; round++) {
      for (const page of [p1, p3]) {
        if (!over && (await page.locator(".status .your-turn").count()))
          await measure(
            page,
            `GT 2v2 (${page === p1 ? "Player 1, 1280 px" : "Player 3, 390 px"}, round ${round})`,
            page === p1 ? {} : { height: false },
          );
        const r = await clickGt(page, round, stats);
        if (r === "over") over = true;
        if (r === "board" && shots === 0 && (await p1.locator(".table-prompt").count())) {
          shots++;
          await p1.screenshot({ path: join(artifacts, "gt-desktop-selected.png"), fullPage: true });
        }
      }
      if (round % 40 === 0 && !over) await measure(p1, `GT 2v2 (round ${round})`, {});
      if (round === 40) {
        await assertAccessible(p1, "GT mid-game, a seat");
        await assertAccessible(watchDesk, "GT mid-game, a spectator");
        await p1.screenshot({ path: join(artifacts, "gt-desktop.png"), fullPage: true });
        await p3.screenshot({ path: join(artifacts, "gt-phone.png"), fullPage: true });
      }
      if (!over && round % 20 === 19) await p1.waitForTimeout(20);
    }
    assert.ok(over, "the GT game ended");
    t.diagnostic(`fit: ${JSON.stringify(fit)}`);
    for (const page of [p1, p3, watchDesk, watchPhone]) await page.waitForSelector(".after-game");
    assert.ok(stats.board > 10 && stats.place > 0, `played by the board: ${JSON.stringify(stats)}`);
    const status = [
      await p1.locator(".status").innerText(),
      await p3.locator(".status").innerText(),
    ];
    assert.match(status[0], /You (won|lost)|draw/);
    // Allies share the result.
    assert.equal(/You won/.test(status[0]), /You won/.test(status[1]), status.join(" / "));
    // Both spectators read the same result, naming the winning side.
    const results = await Promise.all(
      [watchDesk, watchPhone].map((p) => p.locator(".status .result").innerText()),
    );
    assert.match(results[0], /^Game over: (.+ won|a draw)/);
    assert.equal(results[0], results[1]);
    // The summary of a seat and of a spectator (before the pages are searched for hidden cards,
    // so the summary's cards are searched too).
    await assertSummary(p1, "gt-seat", { seat: true });
    await assertSummary(watchDesk, "gt-spectator", { seat: false });
    await p1.screenshot({ path: join(artifacts, "gt-end-desktop.png"), fullPage: true });
    await p3.screenshot({ path: join(artifacts, "gt-end-phone.png"), fullPage: true });
    await watchPhone.screenshot({
      path: join(artifacts, "gt-spectator-phone.png"),
      fullPage: true,
    });

    assertFramesMatchSchemas([...frames.p1, ...frames.p3, ...watchFrames.flat()]);
    recordMessages("gt-seat", frames.p3);
    recordMessages("gt-spectator", watchFrames[0]);
    assertHandsHidden(frames.p1, 0);
    assertHandsHidden(frames.p3, 2);
    for (const f of watchFrames) assertHandsHidden(f, null);
    await assertPageHidesHand(p1, frames.p1, 2, 0);
    await assertPageHidesHand(p3, frames.p3, 0, 2);
    await assertPageHidesHand(p1, frames.p1, 1, 0);
    await assertNeverShown(p3, frames.p3, frames.p1, 0);
    await assertNeverShown(p1, frames.p1, frames.p3, 2);
  });

  it("draws six hands, three a side, at phone and desktop widths", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await createGt(page, server.url, {
      players: 6,
      seats: ["you", ...Array(5).fill("bot:heuristic")],
    });
    await page.waitForSelector(".board.gt");
    for (let p = 1; p <= 6; p++) {
      const who = p === 1 ? "You" : p % 2 === 1 ? "Ally" : "Enemy";
      assert.equal(await page.getByRole("region", { name: `Player ${p} (${who})` }).count(), 1);
    }
    await checkFit(page, "GT with six players (the start)", { require: true });
    await page.screenshot({ path: join(artifacts, "gt6-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(artifacts, "gt6-phone.png"), fullPage: true });
    await page.close();
  });
});
