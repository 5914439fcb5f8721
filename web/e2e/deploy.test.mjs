// Issue 24's Chromium check: in a Muskets Deploy phase where the opponent's line already holds a
// card of the same name as one in our hand, clicking the opponent's copy plays nothing (no
// action leaves the page, the position stays), while clicking our own copy deploys it. The board
// finds the card a click means by its instance id in `legal[].parts`, never by its name.
//
// The position is searched for without the page: a plain WebSocket client holding seat 1 plays
// deals chosen by seed (the suite's server allows client seeds) against the heuristic bot until
// such a Deploy decision is ours, then lets go of the seat; the page then opens that seat's
// invite and finds the game at that very position. (Searching by clicks took a browser round
// trip, a render and a wait for every decision, and ran past four minutes.)
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

import { recordFrames } from "./browser.mjs";
import { assertCardTextLetsPointerThrough } from "./cards.mjs";
import { waitForChange } from "./play.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

// Runs inside a blank page of the server's origin, as a bare protocol client (docs/network.md):
// for each seed, a game of seat 0 (this client) against the heuristic bot, in which seat 0
// deploys when it can, else passes, is done or allows (to keep the lines full and the game long),
// until the view offers a Deploy of a card whose name the opponent's line also shows, among other
// choices (a lone choice the page would play by itself). Returns that position, or null.
async function searchInPage({ seeds, maxDecisions }) {
  const PREFERRED = ["deploy", "pass", "done", "allow", "lose", "discard"];
  const rank = (a) => {
    const r = PREFERRED.indexOf(a.parts.verb);
    return r < 0 ? PREFERRED.length : r;
  };
  const sameInBothLines = (view) => {
    if (view.legal.length < 2) return null;
    const zone = (id) => view.board.zones.find((z) => z.id === id)?.cards ?? [];
    for (const a of view.legal) {
      if (a.parts.verb !== "deploy") continue;
      const ours = zone("hand:0").find((c) => c.id === a.parts.card);
      const theirs = zone("line:1").find((c) => c.name === ours?.name);
      if (ours && theirs)
        return {
          name: ours.name,
          ours: ours.id,
          theirs: theirs.id,
          text: a.text,
          index: a.index,
          version: view.version,
        };
    }
    return null;
  };
  const playDeal = (created) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://${location.host}${created.ws}`);
      let decisions = 0;
      let acted = -1;
      const finish = (result) => {
        ws.onclose = null;
        ws.close();
        resolve(result);
      };
      ws.onopen = () => ws.send(JSON.stringify({ type: "hello", token: created.seats[0].token }));
      ws.onclose = () => reject(new Error("the server closed the search's connection"));
      ws.onmessage = (e) => {
        const m = JSON.parse(e.data);
        if (m.type === "error") return reject(new Error(`server: ${m.error}`));
        if (m.type !== "view") return;
        if (m.terminal || decisions >= maxDecisions) return finish(null);
        if (m.to_move !== 0 || m.legal.length === 0 || m.version === acted) return;
        const found = sameInBothLines(m);
        if (found) return finish(found);
        const best = [...m.legal].sort((x, y) => rank(x) - rank(y))[0];
        acted = m.version;
        decisions++;
        ws.send(JSON.stringify({ type: "act", index: best.index, version: m.version }));
      };
    });
  for (const seed of seeds) {
    const res = await fetch("/api/games", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        game: "muskets",
        seed,
        seats: [{ kind: "human" }, { kind: "bot", bot: "heuristic" }],
      }),
    });
    const created = await res.json();
    if (!res.ok) throw new Error(`POST /api/games: ${res.status} ${JSON.stringify(created)}`);
    const found = await playDeal(created);
    if (found) return { ...found, seed, invite: created.seats[0].invite };
  }
  return null;
}

describe("Muskets Deploy with the same card in both lines", { timeout: 60000 }, () => {
  it("plays nothing when the opponent's copy is clicked, and deploys our own", async () => {
    const searcher = await browser.newPage();
    await searcher.goto(new URL("/api/catalog", server.url).toString());
    const found = await searcher.evaluate(searchInPage, {
      seeds: Array.from({ length: 20 }, (_, i) => i + 1),
      maxDecisions: 80,
    });
    await searcher.close();
    assert.ok(found, "no seed dealt a Deploy phase with one card in both lines");

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const sent = [];
    page.on("websocket", (ws) => ws.on("framesent", (f) => sent.push(String(f.payload))));
    const frames = recordFrames(page);
    await page.goto(new URL(found.invite, server.url).toString());
    await page.waitForSelector(`main.game[data-version="${found.version}"] .status .your-turn`);
    await page.waitForSelector(".board.muskets");
    await page.screenshot({ path: join(artifacts, "muskets-deploy-same-card.png") });

    // The page received that very position (the same instances under one name) and shows it.
    const view = frames
      .map((f) => JSON.parse(f))
      .filter((m) => m.type === "view")
      .at(-1);
    assert.equal(view?.version, found.version);
    const version = await page.locator("main.game").getAttribute("data-version");
    assert.equal(version, String(found.version));
    const theirs = page.locator(
      `.zone[data-zone-id="line:1"] .card[data-card-id="${found.theirs}"]`,
    );
    const ours = page.locator(`.zone[data-zone-id="hand:0"] .card[data-card-id="${found.ours}"]`);
    assert.equal(await theirs.getAttribute("data-name"), found.name);
    assert.equal(await ours.getAttribute("data-name"), found.name);
    // The opponent's copy is not a control, and clicking it sends nothing and changes nothing.
    assert.equal(await theirs.evaluate((el) => el.tagName), "DIV");
    const acts = () => sent.filter((f) => JSON.parse(f).type === "act").length;
    const before = acts();
    await theirs.click();
    await page.waitForTimeout(500);
    assert.equal(acts(), before, "a click on the opponent's card sent an action");
    assert.equal(await page.locator("main.game").getAttribute("data-version"), version);
    assert.equal(await page.locator(".table-prompt").count(), 0, "it offered a choice");

    // The position waits for us, so it is also where a card's text is checked not to block
    // what lies below the hand (the action bar): clicks by the bar timed out under it.
    await assertCardTextLetsPointerThrough(page, ours);
    assert.equal(acts(), before, "hovering a card sent an action");

    // Our own copy deploys: the same check can fail. The page's card animations are recorded
    // (the card's id for every Element.animate call) to see the deployed card glide to the line;
    // the suite's pages ask for reduced motion, under which nothing moves, so this one stops.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.evaluate(() => {
      window.__glided = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (...args) {
        window.__glided.push(this.dataset?.cardId);
        return animate.apply(this, args);
      };
    });
    assert.equal(await ours.getAttribute("data-action"), found.text);
    await ours.click();
    await waitForChange(page, version);
    const glided = await page.evaluate(() => window.__glided);
    assert.ok(
      glided.includes(String(found.ours)),
      `the deployed card ${found.ours} did not move on the page (moved: ${glided.join(", ")})`,
    );
    // (A forced "done" may follow at once: the act answering this position is the one checked.)
    const answer = sent
      .map((f) => JSON.parse(f))
      .find((m) => m.type === "act" && m.version === found.version);
    assert.equal(answer?.index, found.index);
    assert.notEqual(await page.locator("main.game").getAttribute("data-version"), version);
    await page.close();
  });
});
