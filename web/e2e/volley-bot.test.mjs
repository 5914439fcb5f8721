// Volley against a bot, played only by clicks, while a spectator who opened the game page's
// spectator link watches in another browser context: the spectator is drawn the public board
// and is sent no card that was hidden in a hand at that moment (checked on the raw WebSocket
// frames against the all-seeing replay once the game is over). The finished game links to its
// replay. Screenshots in ARTIFACTS (default ../build/web-artifacts).
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

import { recordFrames } from "./browser.mjs";
import { assertNamesNoHiddenCard, strings, trueHands } from "./hidden.mjs";
import { createGame, playToEnd } from "./play.mjs";
import { recordMessages } from "./record.mjs";
import { assertFramesMatchSchemas } from "./schema.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

// Each raw frame with the version of the game it was sent at: a view carries its version, and
// an events message comes just before the view of the same version.
function framesWithVersion(frames) {
  const out = [];
  let pending = [];
  for (const raw of frames) {
    const msg = JSON.parse(raw);
    if (msg.type === "events") pending.push(raw);
    if (msg.type !== "view") continue;
    for (const e of pending) out.push({ raw: e, view: msg });
    out.push({ raw, view: msg });
    pending = [];
  }
  return out;
}

describe("Volley against a bot, watched by a spectator", { timeout: 300000 }, () => {
  it("plays to the end by clicks; the spectator sees the public board and no hidden card", async () => {
    const player = await (
      await browser.newContext()
    ).newPage({ viewport: { width: 1280, height: 900 } });
    const playerFrames = recordFrames(player);
    await createGame(player, server.url, { game: "volley", seats: ["you", "bot:heuristic"] });
    await player.waitForSelector(".board.volley");
    const id = /\/play\/([A-Za-z0-9_-]+)/.exec(player.url())[1];

    // The spectator opens the link the game page offers, in a browser that holds no seat.
    const watchLink = await player.locator(".game-links a").first().getAttribute("href");
    const spectator = await (
      await browser.newContext()
    ).newPage({ viewport: { width: 1280, height: 900 } });
    const spectatorFrames = recordFrames(spectator);
    await spectator.goto(new URL(watchLink, server.url).toString());
    await spectator.waitForSelector(".board.volley");

    let watched = false;
    await playToEnd(player, {
      maxClicks: 4000,
      onTurn: async () => {
        if (watched) return;
        const version = Number(await player.locator("main.game").getAttribute("data-version"));
        if (version < 6) return;
        watched = true;
        await spectator.waitForFunction(
          (v) => Number(document.querySelector("main.game")?.getAttribute("data-version")) >= v,
          version,
        );
        await spectator.screenshot({
          path: join(artifacts, "volley-spectator.png"),
          fullPage: true,
        });
        // Mid-game, the player's browser may replay its own view so far (its seat token goes in
        // the request body), or the public one; nothing all-seeing is offered yet.
        const replay = await player.context().newPage({ viewport: { width: 1280, height: 900 } });
        const mineReply = replay.waitForResponse(
          (r) => r.url().includes(`/api/games/${id}/replay?`) && r.request().method() === "POST",
        );
        await replay.goto(new URL(`/replay/${id}`, server.url).toString());
        assert.equal((await mineReply).status(), 200);
        await replay.waitForSelector('main.replay[data-viewer="0"] .board.volley');
        const options = await replay
          .getByRole("combobox", { name: "Seen as" })
          .locator("option")
          .allInnerTexts();
        assert.deepEqual(options, ["Player 1", "Spectator (public)"]);
        await replay.getByRole("button", { name: "Last step" }).click();
        assert.match(await replay.locator(".status").innerText(), /the game goes on/);
        await replay.close();
        // Both hands are drawn face down for the public.
        for (const [owner, name] of ["Player 1 hand", "Player 2 hand"].entries()) {
          const labels = await spectator
            .locator(`.zone.hand[data-owner="${owner}"]`)
            .locator("[role=img]")
            .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
          assert.ok(labels.length > 0, `${name} is drawn`);
          assert.ok(
            labels.every((l) => l === "face-down card"),
            `${name} shows only backs: ${labels}`,
          );
        }
      },
    });
    assert.ok(watched, "the spectator watched mid-game");
    await player.screenshot({ path: join(artifacts, "volley-bot-end.png"), fullPage: true });
    assert.match(await player.locator(".status").innerText(), /You (won|lost)|draw/);
    assert.ok((await player.locator(".log li.event").count()) > 5, "the game was narrated");
    await spectator.waitForSelector(".status >> text=Game over");
    await spectator.screenshot({
      path: join(artifacts, "volley-spectator-end.png"),
      fullPage: true,
    });

    assertFramesMatchSchemas([...playerFrames, ...spectatorFrames]);
    recordMessages("volley-spectator", spectatorFrames);
    // What left the server: every frame, checked against the true hands at its version.
    const hands = await trueHands(server.url, id);
    const checks = [
      { name: "spectator", frames: spectatorFrames, mine: () => [] },
      { name: "player 1", frames: playerFrames, mine: (h) => h[0] ?? [] },
    ];
    for (const { name, frames, mine } of checks) {
      const tagged = framesWithVersion(frames);
      assert.ok(tagged.length > 10, `${name} received frames`);
      for (const { raw, view } of tagged) {
        const v = view.version;
        const known = strings(view.board);
        for (const card of mine(hands[v] ?? [])) known.add(card);
        assertNamesNoHiddenCard(raw, hands[v] ?? [], known, `${name}'s frame at version ${v}`);
      }
    }
    // A control that the search finds names when they are there: the player's own cards.
    const ownSeen = framesWithVersion(playerFrames).filter(({ raw, view }) =>
      (hands[view.version]?.[0] ?? []).some((c) => raw.includes(JSON.stringify(c))),
    );
    assert.ok(ownSeen.length > 10, "the player's frames name its own cards");
    // The spectator's views never carry a hand's cards.
    for (const raw of spectatorFrames) {
      const msg = JSON.parse(raw);
      if (msg.type !== "view") continue;
      for (const hand of msg.board.zones.filter((z) => z.kind === "hand")) {
        assert.ok(
          hand.cards.every((c) => c.back === true && c.name === undefined),
          `spectator view ${msg.version} shows a hand: ${JSON.stringify(hand.cards)}`,
        );
      }
    }

    // The finished game offers its replay.
    await player.getByRole("link", { name: "Replay", exact: true }).click();
    await player.waitForSelector(".replay .board.volley");
    assert.match(await player.locator(".step-count").innerText(), /Step 0 of \d+/);
    await player.close();
    await spectator.close();
  });
});
