// The replay viewer in Chromium against the real server: a finished Volley game found in the
// lobby's list, stepped through with the buttons and the slider as all-seeing, as each player
// and as the public; a seat's replay names none of the opponent's hidden cards (checked on the
// replies the page received); a record file uploaded through the page replays the same.
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";

import { assertAccessible } from "./axe.mjs";
import { launch } from "./browser.mjs";
import { assertNamesNoHiddenCard, fetchWhileBusy, strings, trueHands } from "./hidden.mjs";
import { recordMessages } from "./record.mjs";
import { assertMatchesSchema } from "./schema.mjs";
import { startServer } from "./server.mjs";
import { artifacts, bivouac, root } from "./suite.mjs";

let server;
let browser;
let gameId;
before(async () => {
  server = await startServer({ bivouac, dist: join(root, "web/dist") });
  browser = await launch();
  // A game two bots play to the end on the server at once.
  const res = await fetch(new URL("/api/games", server.url), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      game: "volley",
      seed: 2026,
      seats: [
        { kind: "bot", bot: "heuristic" },
        { kind: "bot", bot: "random" },
      ],
    }),
  });
  gameId = (await res.json()).id;
  for (let i = 0; i < 600; i++) {
    const g = await (await fetch(new URL(`/api/games/${gameId}`, server.url))).json();
    if (g.status === "finished") return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the bots' game did not finish");
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

// Meters slide to their new value; a screenshot waits for them to settle.
const settle = (page) => page.waitForTimeout(400);

// The cards of player `name`'s hand as drawn ("Player 2 hand" is the hand of seat 1).
const handLabels = (page, name) =>
  page
    .locator(`.zone.hand[data-owner="${Number(/\d+/.exec(name)[0]) - 1}"]`)
    .locator("[role=img]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));

// Chooses a viewer and returns the replay the page received for it: the pages it asked for
// (docs/network.md, "Replays"), their frames joined as one reply.
async function seeAs(page, label, viewer) {
  const pages = [];
  let allCame;
  const came = new Promise((resolve) => (allCame = resolve));
  const onResponse = async (r) => {
    if (!r.url().includes(`/replay?viewer=${viewer}&`)) return;
    const reply = JSON.parse(await r.text());
    pages.push(reply);
    if (reply.next === null) allCame();
  };
  page.on("response", onResponse);
  await page.getByRole("combobox", { name: "Seen as" }).selectOption({ label });
  await came;
  page.off("response", onResponse);
  await page.waitForSelector(`main.replay[data-viewer="${viewer}"] .board.volley`);
  pages.sort((a, b) => a.from - b.from);
  return JSON.stringify({ ...pages[0], frames: pages.flatMap((p) => p.frames) });
}

describe("the replay viewer", { timeout: 240000 }, () => {
  it("steps through a finished game as all-seeing, each player and the public", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    await page.getByRole("region", { name: "Replays" }).waitFor();
    await page.screenshot({ path: join(artifacts, "replay-lobby.png"), fullPage: true });
    await assertAccessible(page, "the lobby");
    // Listed in words (the game, who played, when), never by its id: found by where it leads.
    const link = page.locator(`.panel[aria-label="Replays"] a[href="/replay/${gameId}"]`);
    assert.match(await link.getAttribute("aria-label"), /^replay Volley: /);
    await link.click();
    await page.waitForSelector('main.replay[data-viewer="all"] .board.volley');
    await assertAccessible(page, "the replay page");
    const count = page.locator(".step-count");
    const last = Number(/of (\d+)/.exec(await count.innerText())[1]);
    assert.ok(last > 5, `a whole game (${last} steps)`);
    assert.match(await page.locator(".caption").first().innerText(), /opening position/);

    // Step buttons, then the slider.
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next step" }).click();
    assert.equal(await page.locator("main.replay").getAttribute("data-step"), "3");
    await page.getByRole("button", { name: "Previous step" }).click();
    assert.equal(await page.locator("main.replay").getAttribute("data-step"), "2");
    // The keys step too, when no form control has the focus.
    await page.locator(".board-area").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.locator("main.replay").getAttribute("data-step"), "3");
    await page.keyboard.press("ArrowLeft");
    assert.equal(await page.locator("main.replay").getAttribute("data-step"), "2");
    const logAt2 = await page.locator(".log li.event").count();
    await page.getByRole("button", { name: "Next step" }).click();
    assert.ok((await page.locator(".log li.event").count()) >= logAt2, "the log grows with steps");
    // All-seeing: both hands are drawn face up.
    for (const name of ["Player 1 hand", "Player 2 hand"]) {
      const labels = await handLabels(page, name);
      assert.ok(labels.length > 0 && labels.every((l) => l !== "face-down card"), `${name}`);
    }
    await settle(page);
    await page.screenshot({ path: join(artifacts, "replay-all-seeing.png"), fullPage: true });
    await page.getByRole("slider", { name: "Step" }).fill(String(last));
    assert.equal(await page.locator("main.replay").getAttribute("data-step"), String(last));
    assert.match(await page.locator(".status").innerText(), /Game over/);
    await settle(page);
    await page.screenshot({ path: join(artifacts, "replay-all-seeing-end.png"), fullPage: true });

    // Each player: its own hand face up, the opponent's as backs, at the same step; and the reply
    // names no card of the opponent's hand that the player did not know at each step.
    const hands = await trueHands(server.url, gameId);
    const all = await (
      await fetchWhileBusy(server.url, `/api/games/${gameId}/replay?viewer=all`)
    ).json();
    assertMatchesSchema("replay", all);
    recordMessages(
      "replay-all",
      all.frames.map((f) => f.view),
    );
    for (const seat of [0, 1]) {
      const raw = await seeAs(page, `Player ${seat + 1}`, seat);
      await page.getByRole("slider", { name: "Step" }).fill("4");
      assert.equal(await page.locator("main.replay").getAttribute("data-step"), "4");
      const mine = await handLabels(page, `Player ${seat + 1} hand`);
      const theirs = await handLabels(page, `Player ${2 - seat} hand`);
      assert.ok(mine.length > 0 && mine.every((l) => l !== "face-down card"), "own hand face up");
      assert.ok(
        theirs.length > 0 && theirs.every((l) => l === "face-down card"),
        "opponent's down",
      );
      await settle(page);
      await page.screenshot({
        path: join(artifacts, `replay-player-${seat + 1}.png`),
        fullPage: true,
      });
      const reply = JSON.parse(raw);
      assertMatchesSchema("replay", reply);
      if (seat === 1)
        recordMessages(
          "replay-seat",
          reply.frames.map((f) => f.view),
        );
      assert.equal(reply.frames.length, last + 1);
      for (const frame of reply.frames) {
        const known = strings(frame.view.board);
        for (const e of frame.events) strings(e, known);
        assertNamesNoHiddenCard(
          JSON.stringify(frame),
          [hands[frame.step][1 - seat] ?? []],
          known,
          `player ${seat + 1}'s replay at step ${frame.step}`,
        );
        if (frame.actor !== seat) assert.equal(frame.action, undefined, "an opponent's choice");
      }
      // A control that the search finds names when they are there: the seat's own cards.
      const own = reply.frames.filter((f) =>
        hands[f.step][seat].some((c) => JSON.stringify(f).includes(JSON.stringify(c))),
      );
      assert.ok(own.length > last / 2, "the seat's replay names its own cards");
    }

    // The public: both hands as backs.
    const pub = JSON.parse(await seeAs(page, "Spectator (public)", "spectator"));
    for (const name of ["Player 1 hand", "Player 2 hand"]) {
      const labels = await handLabels(page, name);
      assert.ok(labels.length > 0 && labels.every((l) => l === "face-down card"), `${name}`);
    }
    for (const frame of pub.frames) {
      for (const hand of frame.view.board.zones.filter((z) => z.kind === "hand"))
        assert.ok(hand.cards.every((c) => c.back === true));
    }
    await settle(page);
    await page.screenshot({ path: join(artifacts, "replay-spectator.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await page.screenshot({ path: join(artifacts, "replay-phone.png"), fullPage: true });
    await page.close();
  });

  it("replays an uploaded record file, and says what is wrong with a bad one", async () => {
    const record = await (await fetch(new URL(`/api/games/${gameId}/record`, server.url))).text();
    const dir = mkdtempSync(join(tmpdir(), "bivouac-replay-"));
    const good = join(dir, "game.json");
    const bad = join(dir, "bad.json");
    writeFileSync(good, record);
    writeFileSync(bad, JSON.stringify({ format: "bivouac-record", version: 1, game: "volley" }));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    await page.getByRole("link", { name: "Replay a record file" }).click();
    await page.getByLabel("Record file").setInputFiles(bad);
    assert.match(await page.getByRole("alert").innerText(), /record\.seed|seed/);
    await page.getByLabel("Record file").setInputFiles(good);
    await page.waitForSelector('main.replay[data-viewer="all"] .board.volley');
    const stored = await (
      await fetchWhileBusy(server.url, `/api/games/${gameId}/replay?viewer=all`)
    ).json();
    assert.equal(await page.locator(".step-count").innerText(), `Step 0 of ${stored.steps}`);
    await page.getByRole("combobox", { name: "Seen as" }).selectOption({ label: "Player 2" });
    await page.waitForSelector('main.replay[data-viewer="1"] .board.volley');
    await page.getByRole("button", { name: "Last step" }).click();
    assert.match(await page.locator(".status").innerText(), /Game over/);
    await settle(page);
    await page.screenshot({ path: join(artifacts, "replay-upload.png"), fullPage: true });
    await page.close();
  });
});
