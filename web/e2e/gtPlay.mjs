// GT by clicks: the lobby with the `players` option, and one click of a seated page's turn as a
// person would make it: a highlighted target first, else a card to select, else a card or unit
// that plays at once, else a button of the action bar.
import { waitForChange } from "./play.mjs";

export async function createGt(page, base, { players, seats }) {
  await page.goto(base);
  await page.getByRole("combobox", { name: "Game", exact: true }).selectOption("gt");
  await page.locator("details.options summary").click();
  await page
    .locator("label", { hasText: /^players/ })
    .locator("input")
    .fill(String(players));
  for (const [i, choice] of seats.entries()) {
    await page.getByRole("combobox", { name: `Player ${i + 1}`, exact: true }).selectOption(choice);
  }
  await page.getByRole("button", { name: "Start" }).click();
}

// Returns "clicked", "selected", "waiting" (not this page's turn) or "over".
export async function clickOnce(page, round, stats) {
  if (await page.locator(".after-game").count()) return "over";
  if (!(await page.locator(".status .your-turn").count())) return "waiting";
  const onBoard = page.locator(".board button[data-action]:enabled");
  const select = page.locator(".board button[data-select]:enabled:not([aria-pressed=true])");
  const bar = page.locator(".actions ol button:enabled");
  // Mostly the board, sometimes the bar (ending a phase, declining to attack), so games move on.
  const useBar = round % 5 === 4 && (await bar.count()) > 0;
  let target;
  let kind = "clicked";
  if (!useBar && (await onBoard.count())) {
    target = onBoard.nth(round % (await onBoard.count()));
    stats.board++;
  } else if (!useBar && (await select.count())) {
    target = select.nth(round % (await select.count()));
    kind = "selected";
    stats.selects++;
  } else if (await bar.count()) {
    target = bar.nth(round % (await bar.count()));
    stats.bar++;
  } else {
    return "waiting";
  }
  const version = await page.locator("main.game").getAttribute("data-version");
  await target.click({ timeout: 5000 }).catch(() => undefined);
  if (kind === "clicked") await waitForChange(page, version);
  return kind;
}
