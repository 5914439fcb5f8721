// The fog of war of Ready Aim Fire, checked on what reached the browser: every view frame and
// the enemy line as the page drew it, against the all-seeing state of the same position
// (rebuilt by a seatless engine from the finished game's record).
import assert from "node:assert/strict";

// The enemy line as drawn: per column, its cards bottom first, each with its accessible label
// and its visible text.
export function enemyLine(page) {
  return page.locator(".line.theirs .stack").evaluateAll((stacks) =>
    stacks.map((s) =>
      [...s.querySelectorAll(".stack-cards .raf-card")].map((li) => ({
        label: li.getAttribute("aria-label") ?? "",
        text: li.querySelector(".raf-card-name")?.textContent ?? "",
      })),
    ),
  );
}

const inner = (doc) => doc?.state ?? doc; // the engine's state document wraps the game's state

// The names of `opp`'s cards that `seat` may not know in this position and that no card of
// `seat`'s own army shares (so that finding the name anywhere is a leak).
export function hiddenOnlyNames(full, seat) {
  const opp = 1 - seat;
  const hidden = new Set();
  const open = new Set();
  const addSlots = (slots, into) => slots.forEach((s) => (s.known ? open : into).add(s.card));
  full.stacks[opp].forEach((stack) => addSlots(stack, hidden));
  addSlots(full.hand_army[opp], hidden);
  for (const c of [...full.setup_pool[opp], ...full.reserve[opp]]) hidden.add(c);
  for (const c of [...full.discard[opp], ...full.eliminated[opp]]) open.add(c);
  const mine = new Set([
    ...full.stacks[seat].flat().map((s) => s.card),
    ...full.hand_army[seat].map((s) => s.card),
    ...full.setup_pool[seat],
    ...full.reserve[seat],
    ...full.discard[seat],
    ...full.eliminated[seat],
    ...full.set_aside[seat],
  ]);
  return [...hidden].filter((n) => !open.has(n) && !mine.has(n));
}

const word = (name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&")}\\b`);

export function assertFogKept({ frames, moments, states, seat, pageTexts = [] }) {
  const opp = 1 - seat;
  let views = 0;
  let blind = 0;
  let version = 0;
  for (const raw of frames) {
    const msg = JSON.parse(raw);
    if (msg.type === "view") version = msg.version;
    const full = inner(states[version]);
    assert.ok(full, `no state for version ${version}`);
    if (msg.type === "view") {
      views++;
      const o = msg.observation;
      full.stacks[opp].forEach((stack, c) =>
        stack.forEach((slot, i) => {
          const sent = o.stacks[opp][c][i]?.card;
          if (!slot.known)
            assert.equal(sent, "?", `version ${version}: enemy ${c}/${i} ${slot.card} was sent`);
        }),
      );
      full.hand_army[opp].forEach((slot, i) => {
        if (!slot.known)
          assert.equal(o.hand_army[opp][i]?.card, "?", "an enemy hand card was sent");
      });
      full.hand_tactics[opp].forEach((slot, i) => {
        if (!slot.known)
          assert.equal(o.hand_tactics[opp][i]?.card, "?", "an enemy tactic was sent");
      });
      for (const zone of [o.setup_pool[opp], o.reserve[opp], o.reserve[seat], o.tactics_deck])
        assert.ok(
          zone.every((c) => c === "?"),
          `version ${version}: a hidden pile was sent`,
        );
    }
    // Names that only the enemy's hidden cards bear must appear nowhere in what was sent.
    const names = hiddenOnlyNames(full, seat);
    if (names.length > 0) blind++;
    const { phase_help: _rules, ...sent } = msg; // the phase help is rules text, not the table
    const text = JSON.stringify(sent);
    for (const name of names)
      assert.doesNotMatch(text, word(name), `version ${version}: "${name}" reached the browser`);
  }
  assert.ok(views > 0, "no view frames were received");
  assert.ok(
    blind > 0,
    "no frame was sent while enemy-only names were hidden: the check saw nothing",
  );

  for (const { version: v, stacks } of moments) {
    const full = inner(states[v]);
    full.stacks[opp].forEach((stack, c) =>
      stack.forEach((slot, i) => {
        const drawn = stacks[c]?.[i];
        assert.ok(drawn, `version ${v}: enemy ${c}/${i} is not drawn`);
        if (!slot.known) {
          assert.match(drawn.label, /^face-down card/, `version ${v}: enemy ${c}/${i} shown`);
          assert.equal(drawn.text, "", `version ${v}: enemy ${c}/${i} has a name on the page`);
        }
      }),
    );
  }
  for (const { version: v, text } of pageTexts) {
    for (const name of hiddenOnlyNames(inner(states[v]), seat))
      assert.doesNotMatch(text, word(name), `version ${v}: the page shows "${name}"`);
  }
}
