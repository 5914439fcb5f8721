// Card readability on the page as drawn: every word of every card name is whole on one line
// (words are unbreakable spans) and fits inside its card, so no name is cut mid-word or clipped.
import assert from "node:assert/strict";

export async function assertCardNamesWhole(page, where) {
  const problems = await page.locator(".card .card-name").evaluateAll((names) => {
    const out = [];
    for (const name of names) {
      const box = name.getBoundingClientRect();
      for (const word of name.querySelectorAll(".word")) {
        const w = word.getBoundingClientRect();
        const rects = word.getClientRects().length;
        if (rects > 1 || w.right > box.right + 0.5 || w.left < box.left - 0.5)
          out.push(
            `${word.textContent} in "${name.textContent}" (${Math.round(w.width)}px of ${Math.round(box.width)}px)`,
          );
      }
    }
    return { out, checked: names.length };
  });
  assert.ok(problems.checked > 0, `${where}: no card names were drawn`);
  assert.deepEqual(problems.out, [], `${where}: card names cut or clipped`);
  return problems.checked;
}
