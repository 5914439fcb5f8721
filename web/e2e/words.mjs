// Nothing internal reaches a player (issue 42): no page shows a game spec
// ("muskets:first_turns=no_fire_charge"), a snake_case option or field name ("general_substitutes",
// "player1_nation"), a field name run into words ("Player1") or a printed heading in capitals used
// as a code ("L1 CARD LIST NOTATION"). Read from what the page shows (its rendered text) and what
// it says to a screen reader or in a tooltip (aria-label, title).
import assert from "node:assert/strict";

const GAME_IDS = ["muskets", "volley", "gt", "ready-aim-fire"];
const CHECKS = [
  [new RegExp(`\\b(?:${GAME_IDS.join("|")}):`), "a game spec"],
  [/\bready-aim-fire\b/, "a game id"],
  [/\b[a-z][a-z0-9]*_[a-z0-9_]+\b/, "a snake_case name"],
  [/\b[Pp]layer\d/, "a field name (player1)"],
  [/\b[A-Z]{2,}(?: [A-Z]{2,}){2,}\b/, "a heading in capitals"],
];

// The first internal string in `text`, with what kind it is and the words around it.
export function internalIn(text) {
  for (const [pattern, kind] of CHECKS) {
    const m = pattern.exec(text);
    if (m) {
      const around = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40);
      return `${kind} "${m[0]}" in "…${around.replace(/\s+/g, " ")}…"`;
    }
  }
  return null;
}

// What the page shows and says, gathered in one go.
export async function pageWords(page) {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll("[aria-label], [title]")]
      .map((el) => `${el.getAttribute("aria-label") ?? ""} ${el.getAttribute("title") ?? ""}`)
      .join("\n");
    return `${document.title}\n${document.body.innerText}\n${attrs}`;
  });
}

export async function assertNothingInternal(page, where) {
  const found = internalIn(await pageWords(page));
  assert.equal(found, null, `${where}: ${found}`);
}

export function assertTextInWords(text, where) {
  const found = internalIn(text);
  assert.equal(found, null, `${where}: ${found}`);
}
