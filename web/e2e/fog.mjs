// The fog of war of Ready Aim Fire, checked on what reached the browser: every view frame and
// the enemy line as the page drew it, against the all-seeing state of the same position
// (rebuilt by a seatless engine from the finished game's record).
import assert from "node:assert/strict";

// One moment of the page, read in one go so that all of it belongs to the same view (a forced
// move the page plays by itself, or the bot's answer, can bring the next view between two
// separate reads): the view's version, the page's text, and the enemy line as drawn: per
// column, its cards bottom first (by slot), each with its accessible label and its visible name.
export function momentOf(page) {
  return page.evaluate(() => {
    const main = document.querySelector("main.game");
    const stacks = [...document.querySelectorAll(".player:not(.mine) .zone.stack")]
      .sort((x, y) => x.dataset.zoneId.localeCompare(y.dataset.zoneId))
      .map((s) =>
        [...s.querySelectorAll(".card")]
          .sort((x, y) => Number(x.dataset.slot) - Number(y.dataset.slot))
          .map((card) => ({
            label: card.getAttribute("aria-label") ?? "",
            text: card.querySelector(".card-name")?.textContent ?? "",
          })),
      );
    return {
      version: Number(main?.getAttribute("data-version")),
      text: main?.innerText ?? "",
      stacks,
    };
  });
}

// The cards of zone `id` in a view, by slot where they have one.
const zoneCards = (view, id) => {
  const zone = view.board.zones.find((z) => z.id === id);
  assert.ok(zone, `the view has no zone ${id}`);
  return [...zone.cards].sort((x, y) => (x.slot ?? 0) - (y.slot ?? 0));
};

const inner = (doc) => doc?.state ?? doc; // the engine's state document wraps the game's state

// Every card written by name in a full state, with its id: the state lists the id of each named
// card in `ids`, in the order the writer visits the zones (src/games/ready-aim-fire/json.cpp);
// references to cards already written (the designated commander, the battling cards) follow.
function namedCards(full) {
  const names = [];
  const add = (name) => name !== "?" && names.push(name);
  const both = (key, each) => [0, 1].forEach((q) => each(full[key][q]));
  both("stacks", (line) => line.forEach((stack) => stack.forEach((s) => add(s.card))));
  both("terrain", (line) => line.forEach((cards) => cards.forEach(add)));
  both("generals", (line) => line.forEach((g) => g && add(g.card)));
  both("army_commander", (g) => g && add(g.card));
  for (const key of ["hand_army", "hand_tactics"])
    both(key, (slots) => slots.forEach((s) => add(s.card)));
  for (const key of ["reserve", "discard", "eliminated", "set_aside", "setup_pool"])
    both(key, (cards) => cards.forEach(add));
  full.tactics_deck.forEach(add);
  full.tactics_discard.forEach(add);
  assert.ok(full.ids.length >= names.length, "the state's ids do not match its names");
  return names.map((name, i) => ({ name, id: full.ids[i] }));
}

// Whether `seat` has seen card `id` (the state's `seen`: two hex digits per card, bit p for p).
const hasSeen = (full, id, seat) =>
  ((parseInt(full.seen.slice(2 * id, 2 * id + 2), 16) >> seat) & 1) === 1;

// The names of `opp`'s cards that `seat` may not know in this position and that no card `seat`
// has ever seen bears (so that finding the name anywhere it was sent is a leak).
export function hiddenOnlyNames(full, seat) {
  const opp = 1 - seat;
  const hidden = new Set();
  const addSlots = (slots) => slots.forEach((s) => s.known || hidden.add(s.card));
  full.stacks[opp].forEach(addSlots);
  addSlots(full.hand_army[opp]);
  for (const c of [...full.setup_pool[opp], ...full.reserve[opp]]) hidden.add(c);
  const seen = new Set(
    namedCards(full)
      .filter((c) => hasSeen(full, c.id, seat))
      .map((c) => c.name),
  );
  for (const c of [...full.discard[opp], ...full.eliminated[opp]]) seen.add(c);
  return [...hidden].filter((n) => !seen.has(n));
}

const word = (name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&")}\\b`);

export function assertFogKept({ frames, moments, states, seat, pageTexts = [] }) {
  const opp = 1 - seat;
  let views = 0;
  let blind = 0;
  // The server sends an action's events just before the view of the position after it, so each
  // frame is judged against the position of the next view.
  const messages = frames.map((raw) => JSON.parse(raw));
  const versions = [];
  let next = states.length - 1;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].type === "view") next = messages[i].version;
    versions[i] = next;
  }
  for (const [i, msg] of messages.entries()) {
    const version = versions[i];
    const full = inner(states[version]);
    assert.ok(full, `no state for version ${version}`);
    if (msg.type === "view") {
      views++;
      full.stacks[opp].forEach((stack, c) => {
        const sent = zoneCards(msg, `stack:${opp}:${c}`);
        stack.forEach((slot, i) => {
          if (!slot.known)
            assert.equal(
              sent[i]?.back,
              true,
              `version ${version}: enemy ${c}/${i} ${slot.card} was sent`,
            );
        });
      });
      const known = [...full.hand_army[opp], ...full.hand_tactics[opp]].filter((x) => x.known);
      const named = zoneCards(msg, `hand:${opp}`).filter((x) => !x.back);
      assert.ok(named.length <= known.length, `version ${version}: an enemy hand card was sent`);
      assert.ok(
        zoneCards(msg, `pool:${opp}`).every((x) => x.back),
        `version ${version}: the enemy's battalions to place were sent`,
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

  let hiddenDrawn = 0;
  for (const { version: v, stacks } of moments) {
    const full = inner(states[v]);
    full.stacks[opp].forEach((stack, c) =>
      stack.forEach((slot, i) => {
        const drawn = stacks[c]?.[i];
        assert.ok(drawn, `version ${v}: enemy ${c}/${i} is not drawn`);
        if (!slot.known) {
          hiddenDrawn++;
          assert.match(drawn.label, /^face-down card/, `version ${v}: enemy ${c}/${i} shown`);
          assert.equal(drawn.text, "", `version ${v}: enemy ${c}/${i} has a name on the page`);
        }
      }),
    );
  }
  let namesChecked = 0;
  for (const { version: v, text } of pageTexts) {
    // The page may already show the events of the next action (they arrive just before its
    // view, as above): a name is judged hidden only if it is hidden in both positions.
    const after = states[v + 1] ? new Set(hiddenOnlyNames(inner(states[v + 1]), seat)) : null;
    for (const name of hiddenOnlyNames(inner(states[v]), seat)) {
      if (after && !after.has(name)) continue;
      namesChecked++;
      assert.doesNotMatch(text, word(name), `version ${v}: the page shows "${name}"`);
    }
  }
  return { views, blind, hiddenDrawn, namesChecked };
}
