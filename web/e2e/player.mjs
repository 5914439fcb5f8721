// A deliberate player: at each decision of its seat it picks one legal action (by a policy the
// test gives) and carries it out on the page with the clicks a person would make: the card or
// stack the action starts from, then the highlighted place it goes to, then a choice or a
// confirmation if the board asks; an action with no place on the table is its action-bar
// button. Every click is counted, and no click is ever made on a decision with a single legal
// action: the page must play it by itself.
import assert from "node:assert/strict";
import { performance } from "node:perf_hooks";

// The seat views and the actions this page exchanged, from the bytes on its socket.
export function watchSocket(page) {
  const views = new Map(); // version -> the latest view of that version
  const acts = []; // { version, index, action (its text in that version's view), at }
  const received = new Map(); // version -> when its view arrived (performance.now of this process)
  page.on("websocket", (ws) => {
    ws.on("framereceived", (f) => {
      const m = JSON.parse(String(f.payload));
      if (m.type !== "view") return;
      views.set(m.version, m);
      if (!received.has(m.version)) received.set(m.version, performance.now());
    });
    ws.on("framesent", (f) => {
      const m = JSON.parse(String(f.payload));
      if (m.type !== "act") return;
      // Protocol 2: the page names the action by its index in the view it acted on.
      const action = views.get(m.version)?.legal?.[m.index - 1]?.text;
      acts.push({ version: m.version, index: m.index, action, at: performance.now() });
    });
  });
  return { views, acts, received };
}

// The cards an action names, and where a click on the table starts it and ends it (the
// definitions of web/src/table/parts.ts, read from `legal[].parts` alone).
const cardsOf = (p) => p.cards ?? (p.card === undefined ? [] : [p.card]);
export function sourcesOf(a) {
  const p = a.parts ?? {};
  const cards = cardsOf(p);
  if (cards.length > 0) return cards.map((id) => ({ card: id }));
  if (p.from && (p.at || p.to || p.target !== undefined)) return [{ zone: p.from }];
  return [];
}
export function destinationsOf(a) {
  const p = a.parts ?? {};
  const targets = p.targets ?? (p.target === undefined ? [] : [p.target]);
  const out = targets.map((id) => ({ card: id }));
  // `at`: the zone it acts on when its cards go elsewhere (a battery's line; the Cannon is discarded).
  if (p.at ?? p.to) out.push({ zone: p.at ?? p.to, slot: p.slot });
  if (out.length === 0 && p.by !== undefined) out.push({ card: p.by });
  return out;
}
export const placeless = (a) => sourcesOf(a).length === 0 && destinationsOf(a).length === 0;

const quoted = (s) => JSON.stringify(s);
// Waits until the view moved past `version`, the game ended, or an error is shown; false when
// none of these happened within `timeout`.
async function moved(page, version, timeout) {
  return page
    .waitForFunction(
      (v) =>
        document.querySelector("main.game")?.getAttribute("data-version") !== v ||
        document.querySelector(".after-game, [role=alert]"),
      version,
      { timeout },
    )
    .then(() => true)
    .catch(() => false);
}

// Clicks one enabled element of `locator` and counts it.
async function clickIt(locator, tally, kind) {
  await locator.first().click({ timeout: 5000 });
  tally.clicks++;
  tally.kinds[kind] = (tally.kinds[kind] ?? 0) + 1;
}

// Carries out `action` on the page; returns how it was done ("bar" or "board") and its clicks.
// `activate(locator, tally, kind)` is how one control is used (a click by default; keys.mjs
// reaches it with the keyboard).
export async function perform(page, action, version, { activate = clickIt } = {}) {
  const click = activate;
  const tally = { clicks: 0, kinds: {} };
  const text = action.text;
  if (placeless(action)) {
    await click(
      page.locator(`.actions > ol button[data-action=${quoted(text)}]:enabled`),
      tally,
      "bar",
    );
    await moved(page, version, 5000);
    return { how: "bar", ...tally };
  }
  const q = quoted(text);
  const confirm = `.table-prompt button[data-confirm=${q}]`;
  const choice = `.table-prompt button[data-action=${q}]`;
  const plays = `.board button[data-action=${q}]:enabled`;
  const selectorOf = (spot) =>
    spot.card !== undefined
      ? `.board button.card[data-card-id="${spot.card}"]:enabled`
      : `.board .zone[data-zone-id=${quoted(spot.zone)}] > .zone-button:enabled`;
  const starts = sourcesOf(action).length ? sourcesOf(action) : destinationsOf(action);
  let chose = false; // a card or stack was selected by this action's first click
  for (let step = 0; step < 7; step++) {
    // What the page offers now, read in one go: a confirmation, a choice, a control that plays
    // the action, else a place to click (the selection's destination, or where it starts).
    const selected = chose;
    const candidates = [
      [confirm, "confirm"],
      [choice, "choice"],
      [plays, selected ? "place" : "card"],
      ...(selected ? destinationsOf(action) : starts).map((spot) => [
        selectorOf(spot),
        selected ? "place" : "card",
      ]),
    ];
    const found = await page.evaluate(
      (sels) => sels.findIndex((sel) => document.querySelector(sel) !== null),
      candidates.map(([sel]) => sel),
    );
    if (found < 0) {
      // Folded (src/table/fold.ts): open the stack, or the line, that holds where it starts.
      const group = await page.evaluate((spots) => {
        for (const s of spots) {
          const el =
            s.card !== undefined
              ? document.querySelector(`.board [data-card-id="${s.card}"]`)
              : document.querySelector(`.board .zone[data-zone-id="${s.zone}"]`);
          const zone = el?.closest(".zone");
          // A pile's cards fold by class: the button naming this card, else the zone's own.
          const byClass =
            s.card === undefined
              ? null
              : zone?.querySelector(`button[data-group-cards~="${s.card}"]`);
          const own = byClass ?? zone?.querySelector(":scope > button[data-group]");
          const line = el?.closest(".stack-line")?.querySelector(":scope > button[data-group]");
          const opener = own ?? line;
          if (opener) return opener.getAttribute("data-group");
        }
        return null;
      }, starts);
      if (group !== null && !selected) {
        await click(page.locator(`.board button[data-group=${quoted(group)}]`), tally, "group");
        continue;
      }
    }
    assert.ok(
      found >= 0,
      `nothing on the board starts or ends "${text}" (${JSON.stringify(action.parts)})`,
    );
    const [sel, kind] = candidates[found];
    await click(page.locator(sel), tally, kind);
    if (found >= 3) {
      chose = true;
      continue;
    }
    // Played unless it asks for a confirmation first.
    if (found === 0 || !(await page.locator(confirm).count())) break;
  }
  assert.ok(
    await moved(page, version, 5000),
    `"${text}" was not sent after ${tally.clicks} clicks`,
  );
  return { how: "board", ...tally };
}

// Plays this page's seat to the end of the game. `choose(view)` picks the action of each
// decision with more than one. Returns the clicks and decisions, and checks that every decision
// with a single legal action was played by the page without a click.
export async function playDeliberately(
  page,
  socket,
  { seat = 0, choose, maxDecisions = 1500, onDecision, activate } = {},
) {
  const stats = {
    clicks: 0,
    decisions: 0,
    forced: 0,
    mostClicksForOne: 0,
    bar: {},
    kinds: {},
    forcedDelayMs: [],
  };
  while (stats.decisions + stats.forced < maxDecisions) {
    if (await page.locator(".after-game").count()) {
      // Every decision of ours that had one legal action was answered by the page.
      for (const [version, view] of socket.views) {
        if (view.to_move !== seat || view.legal.length !== 1 || view.terminal) continue;
        const act = socket.acts.find((a) => a.version === version);
        assert.ok(act, `the only legal move at version ${version} was never sent`);
        stats.forcedDelayMs.push(act.at - socket.received.get(version));
      }
      return stats;
    }
    const now = await page.evaluate(() => ({
      version: document.querySelector("main.game")?.getAttribute("data-version"),
      deciding: /Your decision/.test(document.querySelector(".status .your-turn")?.textContent),
    }));
    const version = now.version;
    const view = socket.views.get(Number(version));
    const ours =
      view && view.to_move === seat && !view.terminal && view.legal.length > 0 && now.deciding;
    if (!ours) {
      await moved(page, version, 200);
      continue;
    }
    if (view.legal.length === 1) {
      // Forced: the page plays it itself (we click nothing). A page that waits fails here.
      stats.forced++;
      assert.ok(
        await moved(page, version, 5000),
        `the page waited for a click on the only legal move "${view.legal[0].text}" (version ${version})`,
      );
      continue;
    }
    stats.decisions++;
    if (onDecision) await onDecision(view);
    const action = await choose(view);
    const done = await perform(page, action, version, activate ? { activate } : {});
    stats.clicks += done.clicks;
    stats.mostClicksForOne = Math.max(stats.mostClicksForOne, done.clicks);
    (stats.perDecision ??= []).push(done.clicks);
    for (const [k, n] of Object.entries(done.kinds)) stats.kinds[k] = (stats.kinds[k] ?? 0) + n;
    if (done.how === "bar")
      stats.bar[action.parts?.verb ?? "?"] = (stats.bar[action.parts?.verb ?? "?"] ?? 0) + 1;
  }
  throw new Error(`the game did not end within ${maxDecisions} decisions`);
}

// The player at the page plays as the heuristic bot would: a mirror of the same deal in a local
// `bivouac engine` (same game and seed; the server's heuristic bot is deterministic) follows the
// game, playing the bot's moves for the other seat and the page's moves for ours, and at each of
// our decisions names the heuristic's choice. That the mirror is the same game is checked at
// every decision (the same legal actions as the page's view). `instead(view, chosen)` may
// replace a choice (the mirror follows whatever the page sent).
export function heuristicChooser(engine, socket, { seat = 0, gameSeed, instead } = {}) {
  let at = 0; // actions the mirror has applied
  return async (view) => {
    while (at < view.version) {
      const s = await engine.ask({ cmd: "legal" });
      if (s.player === seat) {
        const sent = socket.acts.find((a) => a.version === at);
        assert.ok(sent, `the page sent nothing at version ${at}`);
        await engine.ask({ cmd: "apply", action: sent.action });
      } else {
        // The server's own bot for that seat: its seed, kept from move to move (its ties are
        // broken by its generator).
        const seed = serverBotSeed(gameSeed, s.player);
        await engine.ask(
          `{"cmd":"bot","name":"heuristic","apply":true,"keep":true,"seed":${seed}}`,
        );
      }
      at++;
    }
    const mirror = await engine.ask({ cmd: "legal" });
    assert.deepEqual(
      mirror.actions.map((a) => a.text),
      view.legal.map((a) => a.text),
      `the mirror left the server's game at version ${view.version}`,
    );
    const { action } = await engine.ask({ cmd: "bot", name: "heuristic" });
    const chosen = view.legal.find((a) => a.text === action);
    // A move this player would rather make another way (the test's own), else the heuristic's.
    return instead?.(view, chosen) ?? chosen;
  };
}

// A new game against a bot (or `bots` bots: GT with four players), made through the lobby's API
// with a chosen seed (the suite's server allows it); returns the address of seat 0's invite.
export async function newSeatAgainstBot(serverUrl, { game, bot, seed, bots = 1 }) {
  const res = await fetch(new URL("/api/games", serverUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      game,
      seed,
      seats: [{ kind: "human" }, ...Array.from({ length: bots }, () => ({ kind: "bot", bot }))],
    }),
  });
  const created = await res.json();
  assert.ok(res.ok, `POST /api/games: ${res.status} ${JSON.stringify(created)}`);
  return new URL(created.seats[0].invite, serverUrl).toString();
}

// The seed the server gives the bot of seat `p` in a game of seed `gameSeed`
// (src/server/room.cpp: derive_seed(seed, 77 + p), src/core/rng.h), as exact decimal digits.
export function serverBotSeed(gameSeed, p) {
  const mask = (1n << 64n) - 1n;
  let x = (BigInt(gameSeed) ^ ((BigInt(77 + p) * 0xd1b54a32d192ed03n) & mask)) & mask;
  x = (x + 0x9e3779b97f4a7c15n) & mask;
  let z = x;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
  return (z ^ (z >> 31n)).toString();
}

// A small seeded generator, so that a failing game can be played again.
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
