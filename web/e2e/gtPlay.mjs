// GT by clicks: the lobby with the `players` option, and one click of a seated page's turn as a
// person would make it (play.mjs's clickOnce: a choice asked for, a highlighted place, else a
// card of the board or a button of the action bar).
import { clickOnce } from "./play.mjs";

export async function createGt(page, base, { players, seats }) {
  await page.goto(base);
  await page.getByRole("combobox", { name: "Game", exact: true }).selectOption("gt");
  await page.locator("details.options summary").click();
  await page.locator('details.options [data-option="players"] input').fill(String(players));
  for (const [i, choice] of seats.entries()) {
    await page.getByRole("combobox", { name: `Player ${i + 1}`, exact: true }).selectOption(choice);
  }
  await page.getByRole("button", { name: "Start" }).click();
}

// One click of a seated page's turn (play.mjs's clickOnce), counted in `stats` by what was
// clicked. Returns that, "waiting" (not this page's turn, or nothing to click) or "over".
export async function clickGt(page, round, stats) {
  if (await page.locator(".after-game").count()) return "over";
  if (!(await page.locator(".status .your-turn").count())) return "waiting";
  const kind = await clickOnce(page, round);
  if (!kind) return "waiting";
  stats[kind] = (stats[kind] ?? 0) + 1;
  return kind;
}
