// The page's tools (Phase help, Hint, Undo) behind one "More" button when they would take the
// screen past 12 buttons (issue 25; src/table/crowding.ts): opened and closed by keyboard, checked
// by axe while open, and photographed open at 1280 and 390 px.
import assert from "node:assert/strict";
import { join } from "node:path";

import { assertAccessible } from "./axe.mjs";
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
