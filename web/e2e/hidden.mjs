// Hidden-information checks on what actually left the server, shared by the end-to-end tests.
import assert from "node:assert/strict";

// Every string (keys and values) anywhere in a parsed JSON value.
export function strings(value, out = new Set()) {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      strings(v, out);
    }
  }
  return out;
}

// GET `url` on the server at `base`, asking again while the server answers 429: every page of the
// suite comes from one address, and the end-of-game summaries of the pages still open may hold
// the address's replay builds (docs/network.md, "Replays"), as a player's other tabs would.
export async function fetchWhileBusy(base, url) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(new URL(url, base));
    if (res.status !== 429 || attempt >= 20) return res;
    await new Promise((resolve) => setTimeout(resolve, Math.min(3000, 250 * attempt)));
  }
}

// The all-seeing replay of a finished game, fetched from the server: the true hands at each step.
export async function trueHands(base, id) {
  // The replay comes in pages (docs/network.md, "Replays"): ask until there is no next one.
  const frames = [];
  for (let from = 0; from !== null;) {
    const url = `/api/games/${id}/replay?viewer=all&count=100&from=${from}`;
    const res = await fetchWhileBusy(base, url);
    assert.equal(res.status, 200, "the all-seeing replay of a finished game");
    const page = await res.json();
    frames.push(...page.frames);
    from = page.next;
  }
  return frames.map((f) => handsOf(f.view));
}

// The named cards of every hand in a view's board, by hand (backs left out).
export function handsOf(view) {
  return view.board.zones
    .filter((z) => z.kind === "hand")
    .map((z) => z.cards.filter((c) => !c.back).map((c) => c.name));
}

// Checks `text` (raw bytes sent to a viewer when the game was at `step`) names no card that was
// in a hand at that step, unless the viewer knew it (`known`: the strings of its own view).
export function assertNamesNoHiddenCard(text, hands, known, where) {
  for (const hand of hands) {
    for (const card of hand) {
      if (known.has(card)) continue;
      assert.ok(!text.includes(JSON.stringify(card)), `${where} names the hidden card ${card}`);
    }
  }
}
