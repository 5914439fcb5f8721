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

// A card's text, shown while the pointer is on the card, lies over what is below it (the next
// row of cards, the action bar): it must let the pointer through. Hovers `card` until its text
// shows, then moves the pointer onto the middle of that text: the element there is not the text,
// and the text is gone (the pointer left the card), so a control under it takes the click.
export async function assertCardTextLetsPointerThrough(page, card) {
  const slot = card.locator("xpath=..");
  const tip = slot.locator(":scope > .card-text");
  // The card in the middle of the window, so that its text, below it, is inside the window
  // (elementFromPoint sees nothing outside).
  await card.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await card.hover();
  await tip.waitFor({ state: "visible", timeout: 5000 });
  const box = await tip.boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const under = await page.evaluate(
    ([px, py]) => {
      const el = document.elementFromPoint(px, py);
      return el ? `${el.tagName}.${el.className}` : "nothing";
    },
    [x, y],
  );
  assert.notEqual(under, "nothing", "the card's text is outside the window: nothing checked");
  assert.ok(!/card-text/.test(under), `the card's text takes the pointer at its middle (${under})`);
  await page.mouse.move(x, y);
  await tip.waitFor({ state: "hidden", timeout: 5000 }).catch(() => undefined);
  assert.equal(await tip.isVisible(), false, "the card's text stays over what lies below the card");
}

// Every fact and marker of every card drawn (Force 4, Modifier -1, Infantry, SHAKEN) lies
// inside its card: in the narrow stacks of a phone, ones wider than the card spilled over its edge.
export async function assertCardFactsInside(page, where) {
  const problems = await page.locator(".card .fact, .card .marker").evaluateAll((facts) => {
    const out = [];
    for (const fact of facts) {
      const card = fact.closest(".card").getBoundingClientRect();
      const box = fact.getBoundingClientRect();
      if (box.width > 0 && (box.right > card.right + 0.5 || box.left < card.left - 0.5))
        out.push(
          `${fact.textContent} (${Math.round(box.width)}px in a ${Math.round(card.width)}px card)`,
        );
    }
    return { out, checked: facts.length };
  });
  assert.ok(problems.checked > 0, `${where}: no card facts were drawn`);
  assert.deepEqual(problems.out, [], `${where}: card facts spill out of their cards`);
  return problems.checked;
}

// Nothing on the page is wider than the window (a phone scrolls sideways otherwise: the
// spectator link once overflowed 390 px by 14 px).
export async function assertNoSidewaysScroll(page, where) {
  // Read once the page has answered the resize: what it places on a resize (a card's open text)
  // is drawn in a render after the event, two frames on at most.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const { width, inner, widest } = await page.evaluate(() => {
    const inner = window.innerWidth;
    let widest = "";
    for (const el of document.querySelectorAll("body *")) {
      const r = el.getBoundingClientRect();
      if (r.right > inner + 0.5 && r.width > 0) {
        widest = `${el.tagName.toLowerCase()}.${el.className} (right edge ${Math.round(r.right)} px)`;
        break;
      }
    }
    return { width: document.scrollingElement.scrollWidth, inner, widest };
  });
  assert.ok(width <= inner, `${where}: the page is ${width} px wide in ${inner} px: ${widest}`);
}

// The text of the card lying furthest right opens inside the window (a card near a phone's right
// edge once pushed its text 6 px past it, and the page scrolled sideways while it was shown).
export async function assertCardTextInsideWindow(page, where) {
  const slots = page.locator(".card-slot:has(.card.face)");
  const rights = await slots.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
  assert.ok(rights.length > 0, `${where}: no card face to hover`);
  const last = rights.indexOf(Math.max(...rights));
  await slots.nth(last).hover();
  const text = slots.nth(last).locator(".card-text");
  await text.waitFor({ state: "visible", timeout: 10000 });
  const box = await text.boundingBox();
  const inner = await page.evaluate(() => document.documentElement.clientWidth);
  assert.ok(
    box.x >= 0 && box.x + box.width <= inner + 0.5,
    `${where}: the card text spans ${Math.round(box.x)}-${Math.round(box.x + box.width)} px in a ${inner} px window`,
  );
  await assertNoSidewaysScroll(page, `${where}, a card's text open`);
  await page.mouse.move(1, 1);
}
