// Playing Ready Aim Fire by clicks, as a person would: the line deployed by "deploy for me",
// attacks by clicking one of our stacks and then a highlighted enemy stack, tactic windows
// declined, and otherwise the action bar, preferring the moves that bring the game to its end.
import { waitForChange } from "./play.mjs";

// Texts that move the game on, best first; anything else is the bar's first button.
const ONWARD = [
  "no more tactics",
  "no support",
  "no terrain",
  "end reinforce phase",
  "keep the roll",
  "keep hand",
  "charge the square",
  "draw tactics",
  "draw reserve",
  "end draw phase",
];

async function clickAttack(page, onTargets) {
  const source = page.locator(".line.mine .stack.source .stack-button:enabled");
  if (!(await source.count())) return false;
  await source.first().click();
  const target = page.locator(".line.theirs .stack.target .stack-button:enabled");
  await target.first().waitFor({ timeout: 5000 });
  if (onTargets) await onTargets();
  await target.first().click();
  const choice = page.locator(".attack-choices button:enabled");
  if (await choice.count()) await choice.first().click();
  return true;
}

async function clickOnward(page) {
  const setup = page.locator(".setup-buttons button:enabled", { hasText: /Deploy for me|Done/ });
  if (await setup.count()) return setup.first().click();
  const decline = page.locator(".tactic-window > button[data-action]:enabled");
  if (await decline.count()) return decline.click();
  const bar = page.locator(".actions ol button:enabled");
  const texts = await bar.evaluateAll((bs) => bs.map((b) => b.getAttribute("data-action")));
  if (texts.length === 0) return undefined;
  const best = ONWARD.map((t) => texts.indexOf(t)).find((i) => i >= 0) ?? 0;
  return bar.nth(best).click();
}

// Returns the number of decisions made once the game is over. `onTurn` runs before each of our
// decisions; `onFirst` maps a selector to what to do the first time it shows; `onTargets` runs
// while a stack is selected and its targets are highlighted, before the target is clicked.
export async function playRafToEnd(
  page,
  { maxDecisions = 600, onTurn, onFirst = {}, onTargets } = {},
) {
  const pending = new Map(Object.entries(onFirst));
  for (let decisions = 0; decisions < maxDecisions;) {
    if (await page.locator(".after-game").count()) return decisions;
    for (const [selector, fn] of pending) {
      if (await page.locator(selector).count()) {
        pending.delete(selector);
        await fn();
      }
    }
    if (!(await page.locator(".status .your-turn").count())) {
      await page.waitForTimeout(50);
      continue;
    }
    if (onTurn) await onTurn();
    const version = await page.locator("main.game").getAttribute("data-version");
    if (!(await clickAttack(page, onTargets))) await clickOnward(page);
    decisions++;
    await waitForChange(page, version);
  }
  throw new Error(`the game did not end within ${maxDecisions} decisions`);
}
