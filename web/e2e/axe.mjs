// Accessibility and fit checks shared by the end-to-end tests: axe-core (the npm package, its
// source injected from node_modules, nothing downloaded) run on the page as it stands, failing
// on any violation of impact "serious" or "critical"; and the table's fit at 1280x900.
import assert from "node:assert/strict";
import { appendFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

import { artifacts } from "./suite.mjs";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

// The serious and critical violations axe finds on the page, each as "rule: target (summary)".
export async function axeViolations(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(" "), impact: n.impact })),
    }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes
        .filter((n) => n.impact === "serious" || n.impact === "critical")
        .map((n) => `${v.id} (${v.impact}): ${n.target} (${v.help})`),
    );
}

export async function assertAccessible(page, where) {
  const found = await axeViolations(page);
  assert.deepEqual(found, [], `axe found serious or critical violations on ${where}`);
}

// How the page fits its window: the page's height against the window's, and the buttons a player
// can click now (visible and enabled; those folded in a closed <details> are not visible).
export async function tableFit(page) {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll("button")].filter(
      (b) => !b.disabled && b.checkVisibility() && b.getClientRects().length > 0,
    );
    return {
      height: document.scrollingElement.scrollHeight,
      window: window.innerHeight,
      buttons: buttons.length,
    };
  });
}

// Measures the fit at this moment and writes it to ARTIFACTS/fit.jsonl (docs/web.md quotes it).
// With `require`, fails unless the page fits its window without scrolling (unless `height` is
// false: GT and Ready Aim Fire, whose crowded positions still scroll, docs/web.md) and shows at
// most 12 buttons (unless `buttons` is false: Ready Aim Fire's setup).
export async function checkFit(
  page,
  where,
  { require = false, buttons = true, height = true } = {},
) {
  const fit = await tableFit(page);
  appendFileSync(join(artifacts, "fit.jsonl"), JSON.stringify({ where, ...fit }) + "\n");
  if (!require) return fit;
  if (height)
    assert.ok(
      fit.height <= fit.window,
      `${where}: the page is ${fit.height} px tall in a ${fit.window} px window`,
    );
  if (buttons)
    assert.ok(fit.buttons <= 12, `${where}: ${fit.buttons} buttons on screen (at most 12)`);
  return fit;
}
