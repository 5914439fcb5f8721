// The page's tools (Phase help, Hint, Undo) behind one "More" button when they would take the
// screen past 12 buttons (issue 25; src/table/crowding.ts): opened and closed by keyboard, checked
// by axe while open, and photographed open at 1280 and 390 px.
import assert from "node:assert/strict";
import { join } from "node:path";

import { assertAccessible, checkFit } from "./axe.mjs";
import { artifacts } from "./suite.mjs";

export async function checkMoreMenu(page, name) {
  const more = page.locator("button[data-more]");
  assert.equal(await more.count(), 1, `${name}: one More button`);
  assert.equal(await page.locator(".actions .tools").count(), 0, "Hint and Undo are in More");
  assert.equal(await more.getAttribute("aria-expanded"), "false");
  await more.focus();
  await page.keyboard.press("Enter");
  const list = page.locator(".tools-list button");
  await list.first().waitFor({ timeout: 5000 });
  const labels = await list.allInnerTexts();
  assert.ok(labels.includes("Phase help") && labels.includes("Hint"), `More holds ${labels}`);
  await assertAccessible(page, `${name}, More open`);
  const size = page.viewportSize();
  await page.screenshot({ path: join(artifacts, `${name}-more-desktop.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(artifacts, `${name}-more-phone.png`) });
  await page.setViewportSize(size);
  await page.keyboard.press("Escape");
  assert.equal(await list.count(), 0, "Escape closes More");
  assert.equal(await more.getAttribute("aria-expanded"), "false");
  assert.ok(await more.evaluate((b) => b === document.activeElement), "focus returns to More");
}

// Every decision of a game measured with checkFit (axe.mjs, required: the page fits and shows at
// most 12 buttons), summed up in `fit`; the first decision whose tools went behind More is
// photographed at 1280 and 390 px (`<shots>-crowded-*.png`) and its menu checked.
export function fitRecorder(page, shots) {
  const fit = {
    decisions: 0,
    crowded: 0,
    maxHeight: 0,
    maxButtons: 0,
    maxControls: 0,
    minZoom: 1,
  };
  const check = async (where) => {
    const f = await checkFit(page, where, { require: true });
    if (f.over) return; // the game ended as it was read: not a decision of play
    fit.decisions++;
    fit.maxHeight = Math.max(fit.maxHeight, f.height);
    fit.maxButtons = Math.max(fit.maxButtons, f.buttons);
    fit.maxControls = Math.max(fit.maxControls, f.buttons + f.disclosures);
    fit.minZoom = Math.min(fit.minZoom, f.zoom);
    if (f.more && fit.crowded++ === 0) {
      await page.waitForTimeout(400); // let the cards finish dealing in
      await page.screenshot({ path: join(artifacts, `${shots}-crowded-desktop.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: join(artifacts, `${shots}-crowded-phone.png`),
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 900 });
      await checkMoreMenu(page, `${shots}-crowded`);
    }
  };
  return { fit, check };
}

// The cards a decision offers to discard, read from the actions' parts.
export function discardsOffered(view) {
  return view.legal.filter((a) => a.parts?.verb === "discard").length;
}
