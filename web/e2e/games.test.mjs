// End-to-end tests of the browser client against the real server, in Debian's Chromium.
//   node --test e2e/            (BIVOUAC=path/to/bivouac, default ../build/release/src/cli/bivouac)
// Screenshots are written to ARTIFACTS (default ../build/web-artifacts).
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

import { recordFrames } from "./browser.mjs";
import { assertAccessible, checkFit } from "./axe.mjs";
import {
  assertCardNamesWhole,
  assertCardTextInsideWindow,
  assertNoSidewaysScroll,
} from "./cards.mjs";
import { trueHands } from "./hidden.mjs";
import { recordMessages } from "./record.mjs";
import { assertSummary } from "./summary.mjs";
import { assertFramesMatchSchemas } from "./schema.mjs";
import { clickOnce, createGame, playToEnd } from "./play.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

// Every view frame to `seat` shows the opponent's hand as backs until this seat was shown
// cards of it (a "reveal" event: Muskets' scouting), and then names only cards that the hand
// truly held at that version (the all-seeing replay of the finished game is the truth).
async function assertOpponentHidden(frames, seat, gameId) {
  const truth = await trueHands(server.url, gameId);
  let views = 0;
  let backs = 0;
  let revealed = false;
  for (const raw of frames) {
    const msg = JSON.parse(raw);
    if (msg.type === "events" && msg.events.some((e) => e.kind === "reveal")) revealed = true;
    if (msg.type !== "view") continue;
    views++;
    const theirs = msg.board.zones.find((z) => z.kind === "hand" && z.owner === 1 - seat);
    assert.ok(theirs, "the opponent's hand is on the board");
    const held = [...(truth[msg.version]?.[1 - seat] ?? [])];
    for (const card of theirs.cards) {
      if (card.back) {
        backs++;
        continue;
      }
      assert.ok(revealed, `seat ${seat} was sent the opponent's ${card.name} before any reveal`);
      const i = held.indexOf(card.name);
      assert.ok(i >= 0, `seat ${seat} was shown a ${card.name} the opponent did not hold`);
      held.splice(i, 1);
    }
  }
  assert.ok(views > 0 && backs > 0, "no view frame showed the opponent's hand face down");
}

describe("the browser client", { timeout: 240000 }, () => {
  it("plays Muskets against a bot to the end, only by clicking", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const frames = recordFrames(page);
    await createGame(page, server.url, { game: "muskets", seats: ["you", "bot:heuristic"] });
    await page.waitForSelector(".board.muskets");
    await page.screenshot({ path: join(artifacts, "muskets-desktop.png"), fullPage: true });
    await assertCardNamesWhole(page, "Muskets at 1280 px");
    // A card's text stays open as the window narrows (the pointer resting on a card, or the
    // keyboard's focus on it): placed for 1280 px, it must move inside 390 (CI once found it 6 px
    // past the edge at a game's end). The card is the one lying furthest right at 390 px,
    // focused from the keyboard at 1280, where its text opens from its left edge.
    const slots = page.locator(".card-slot:has(.card.face)");
    await page.setViewportSize({ width: 390, height: 844 });
    const rights = await slots.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect().right),
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press("Tab");
    await slots
      .nth(rights.indexOf(Math.max(...rights)))
      .locator(".card")
      .focus();
    await page.waitForSelector(".card-slot:has(:focus-visible) > .card-text");
    await page.setViewportSize({ width: 390, height: 844 });
    await assertCardNamesWhole(page, "Muskets at 390 px");
    await assertNoSidewaysScroll(page, "Muskets at 390 px, a card's text open");
    await page.setViewportSize({ width: 1280, height: 900 });
    await assertAccessible(page, "Muskets at the start");
    // The start is measured at our first decision. The bot may move first and, now and then,
    // win before we decide at all (a volley of Force 29 against our empty line on turn 1); the
    // page then shows the end-of-game summary, which is not a board in play and is only measured.
    await page.waitForSelector(".status .your-turn, .after-game");
    const over = (await page.locator(".after-game").count()) > 0;
    await checkFit(page, over ? "Muskets ended before our first move" : "Muskets at the start", {
      require: !over,
    });
    let turns = 0;
    await playToEnd(page, {
      onTurn: async () => {
        if (++turns % 5 === 0) {
          await checkFit(page, `Muskets at its turn ${turns}`, { require: true });
          if (turns === 5) await assertAccessible(page, "Muskets at its 5th turn");
        }
      },
    });
    assert.match(await page.locator(".status").innerText(), /You (won|lost)|draw/);
    await assertSummary(page, "muskets", { seat: true });
    await page.screenshot({ path: join(artifacts, "muskets-end.png"), fullPage: true });
    assert.ok((await page.locator(".log li.event").count()) > 5, "the game was narrated");
    const opponentHand = page.locator('.zone.hand[data-owner="1"]');
    const labels = await opponentHand
      .locator("[role=img]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    assert.ok(labels.every((l) => l === "face-down card" || l !== null));
    await assertOpponentHidden(frames, 0, new URL(page.url()).pathname.split("/").pop());
    assertFramesMatchSchemas(frames);
    recordMessages("muskets-seat", frames);
    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoSidewaysScroll(page, "Muskets at its end at 390 px");
    await assertCardTextInsideWindow(page, "Muskets at its end at 390 px");
    await page.screenshot({ path: join(artifacts, "muskets-phone.png"), fullPage: true });
    await page.close();
  });

  it("plays Volley between two browsers through an invite link, with a reload mid-game", async () => {
    // The viewport is the context's (a context's newPage takes no options: it was 1280x720).
    const desk = { viewport: { width: 1280, height: 900 } };
    const alice = await (await browser.newContext(desk)).newPage();
    const bob = await (await browser.newContext(desk)).newPage();
    const aliceFrames = recordFrames(alice);
    const bobFrames = recordFrames(bob);
    await createGame(alice, server.url, { game: "volley", seats: ["you", "friend"] });
    const invite = await alice.locator(".invites a", { hasText: "link" }).getAttribute("href");
    await alice.locator(".invites a", { hasText: "open my seat" }).click();
    await bob.goto(new URL(invite, server.url).toString());
    await Promise.all([
      alice.waitForSelector(".board.volley"),
      bob.waitForSelector(".board.volley"),
    ]);
    await alice.screenshot({ path: join(artifacts, "volley-desktop.png"), fullPage: true });
    await assertCardNamesWhole(alice, "Volley at 1280 px");
    await bob.setViewportSize({ width: 390, height: 844 });
    await assertCardNamesWhole(bob, "Volley at 390 px");
    await assertNoSidewaysScroll(bob, "Volley at 390 px");
    await bob.screenshot({ path: join(artifacts, "volley-phone.png"), fullPage: true });
    await bob.setViewportSize({ width: 1280, height: 900 });

    let reloaded = false;
    const both = async () => {
      for (let round = 0; round < 4000; round++) {
        for (const page of [alice, bob]) {
          if (await page.locator(".after-game").count()) return;
          const mine = page.locator(".status .your-turn");
          if (!(await mine.count())) continue;
          if (!reloaded && round > 20) {
            reloaded = true;
            const before = await page.locator(".log li.event").count();
            await page.reload();
            await page.waitForSelector(".status .your-turn");
            assert.equal(
              await page.locator(".log li.event").count(),
              before,
              "the log resumed whole",
            );
          }
          if (round === 30) await assertAccessible(page, `Volley mid-game (round ${round})`);
          if (round % 30 === 0) await checkFit(page, `Volley (round ${round})`, { require: true });
          await clickOnce(page, round);
        }
      }
      throw new Error("the Volley game did not end");
    };
    await both();
    assert.ok(reloaded, "a page was reloaded mid-game");
    await bob.waitForSelector(".after-game");
    await assertSummary(bob, "volley", { seat: true });
    await bob.screenshot({ path: join(artifacts, "volley-end.png"), fullPage: true });
    const volleyId = new URL(bob.url()).pathname.split("/").pop();
    await assertOpponentHidden(aliceFrames, 0, volleyId);
    await assertOpponentHidden(bobFrames, 1, volleyId);
    assertFramesMatchSchemas(aliceFrames);
    assertFramesMatchSchemas(bobFrames);
    recordMessages("volley-seat", bobFrames);
  });
});
