// Issue 25: "the bot-thinking indicator appears within 200 ms of the human's move when a bot is
// to move". Muskets against `ismcts:medium` (it thinks for a while, so the indicator stays up):
// the page itself timestamps each click (the event's own time) and each moment the indicator
// ("... is thinking" with its spinner, in the status bar) becomes visible (a MutationObserver,
// then the next animation frame: the frame that paints it), on one clock (performance.now).
// Each of our moves after which the bot is to move is one measurement.
import assert from "node:assert/strict";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";

import { perform, seeded, watchSocket, newSeatAgainstBot } from "./player.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

const BOT = "ismcts:medium";
const WANTED = 10; // measurements
const LIMIT_MS = 200;

// Installed before the page's own scripts: the click and indicator timestamps.
function timestampClicksAndIndicator() {
  window.__clicks = [];
  window.__thinking = []; // { shown: mutation time, painted: next frame's time }
  document.addEventListener("click", (e) => window.__clicks.push(e.timeStamp), true);
  // When the page sent each move and received each view, to split the delay between the page,
  // the server's round trip and the render.
  window.__sent = [];
  window.__views = [];
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        if (String(e.data).includes('"type":"view"')) window.__views.push(performance.now());
      });
    }
    send(data) {
      if (String(data).includes('"type":"act"')) window.__sent.push(performance.now());
      super.send(data);
    }
  };
  let up = false;
  new MutationObserver(() => {
    const el = document.querySelector(".status .thinking");
    const visible = !!el && el.checkVisibility() && !!el.querySelector(".spinner");
    if (visible && !up) {
      const entry = { shown: performance.now(), painted: null };
      window.__thinking.push(entry);
      requestAnimationFrame(() => (entry.painted = performance.now()));
    }
    up = visible;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

// Our moves in one game (random choices by clicks) until the game ends or enough were measured.
async function measureGame(page, socket, random, measured, quick) {
  let shot = false;
  for (let step = 0; step < 400 && measured.length < WANTED; step++) {
    if (await page.locator(".after-game").count()) return;
    const version = await page.locator("main.game").getAttribute("data-version");
    const view = socket.views.get(Number(version));
    const ours =
      view?.to_move === 0 &&
      view.legal.length > 1 &&
      !(await page.locator(".status .your-turn", { hasText: "Sending" }).count());
    if (!ours) {
      await page.waitForTimeout(30);
      continue;
    }
    const action = view.legal[Math.floor(random() * view.legal.length)];
    await perform(page, action, version);
    const next = socket.views.get(Number(version) + 1);
    if (next?.to_move !== 1) continue;
    // The bot is to move after this click: when did the indicator show, after it?
    const click = await page.evaluate(() => window.__clicks.at(-1));
    // Shown after the click, or the bot already moved on (a move it makes at once, such as its
    // only legal one, may come in the same render and need no indicator).
    await page.waitForFunction(
      ([t, v]) =>
        window.__thinking.some((e) => e.shown >= t && e.painted !== null) ||
        Number(document.querySelector("main.game")?.getAttribute("data-version")) > v + 1,
      [click, Number(version)],
      { timeout: 10000 },
    );
    const entry = await page.evaluate(
      (t) => window.__thinking.find((e) => e.shown >= t && e.painted !== null) ?? null,
      click,
    );
    if (entry === null) {
      const thought =
        socket.received.get(Number(version) + 2) - socket.received.get(Number(version) + 1);
      assert.ok(
        thought < LIMIT_MS,
        `no indicator while the bot thought ${Math.round(thought)} ms after "${action.text}"`,
      );
      quick.push(Math.round(thought));
      continue;
    }
    const split = await page.evaluate(
      (t) => ({
        sent: window.__sent.find((x) => x >= t),
        view: window.__views.find((x) => x >= t),
      }),
      click,
    );
    measured.push({
      version: Number(version),
      action: action.text,
      sentMs: split.sent - click,
      viewMs: split.view - click,
      shownMs: entry.shown - click,
      paintedMs: entry.painted - click,
    });
    if (!shot && (await page.locator(".status .thinking").count())) {
      shot = true;
      await page.screenshot({ path: join(artifacts, "thinking-muskets.png") });
    }
  }
}

describe("the bot-thinking indicator", { timeout: 300000 }, () => {
  it(`shows within ${LIMIT_MS} ms of our move when ${BOT} is to move (the median; all within 1 s)`, async (t) => {
    const measured = [];
    const quick = []; // the bot's moves made before any indicator was drawn: how long it took
    for (let seed = 1; seed <= 12 && measured.length < WANTED; seed++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript(timestampClicksAndIndicator);
      const socket = watchSocket(page);
      await page.goto(await newSeatAgainstBot(server.url, { game: "muskets", bot: BOT, seed }));
      await page.waitForSelector(".board.muskets");
      await measureGame(page, socket, seeded(seed), measured, quick);
      await page.close();
    }
    const round = (x) => Math.round(x * 10) / 10;
    const painted = measured.map((m) => round(m.paintedMs)).sort((a, b) => a - b);
    const summary = {
      measurements: measured.length,
      sentMs: measured.map((m) => round(m.sentMs)),
      viewMs: measured.map((m) => round(m.viewMs)),
      shownMs: measured.map((m) => round(m.shownMs)),
      paintedMs: painted,
      median: painted[Math.floor(painted.length / 2)],
      max: painted.at(-1),
      answeredBeforeAnyIndicatorMs: quick,
    };
    t.diagnostic(JSON.stringify(summary));
    appendFileSync(join(artifacts, "thinking.jsonl"), JSON.stringify(summary) + "\n");
    assert.ok(
      measured.length >= WANTED,
      `only ${measured.length} moves handed the turn to the bot`,
    );
    // The figures go to docs/web.md; what is asserted is loose enough for a loaded machine (the
    // guide wants speed measured, not timed in tests): the median within the limit and every
    // move within a second, which still fails if the indicator waited for the bot's reply. A
    // 2-core machine shared by several test suites (load average above 20) once took 535 ms on a
    // first move, 252 ms of it the server's round trip and 217 ms the page's first render.
    const median = painted[Math.floor(painted.length / 2)];
    assert.ok(
      median < LIMIT_MS,
      `the median move painted within ${median} ms (at most ${LIMIT_MS})`,
    );
    for (const m of measured) {
      assert.ok(
        m.paintedMs < 1000,
        `the indicator was painted ${round(m.paintedMs)} ms after "${m.action}" (at most 1000)`,
      );
    }
  });
});
