// Playing by clicks, as a person would: a card that carries an action first, otherwise a button
// of the action bar. Returns once the game is over.
export async function playToEnd(page, { maxClicks = 3000, onTurn } = {}) {
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    if (await page.locator(".after-game").count()) return clicks;
    const card = page.locator(".board button[data-action]:enabled");
    const bar = page.locator(".actions ol button:enabled");
    let target = null;
    if (await card.count()) target = card.nth(clicks % (await card.count()));
    else if (await bar.count()) target = bar.nth(clicks % (await bar.count()));
    if (target === null) {
      await page.waitForTimeout(50);
      continue;
    }
    if (onTurn) await onTurn(page);
    const version = await page.locator("main.game").getAttribute("data-version");
    await target.click({ timeout: 5000 }).catch(() => undefined);
    await waitForChange(page, version);
  }
  throw new Error(`the game did not end within ${maxClicks} clicks`);
}

export async function createGame(page, base, { game, seats, options = {} }) {
  await page.goto(base);
  await page.getByRole("combobox", { name: "Game", exact: true }).selectOption(game);
  if (Object.keys(options).length > 0) {
    await page.locator("details.options summary").click();
    for (const [name, value] of Object.entries(options)) {
      const option = page.locator("details.options label", {
        has: page.locator(".option-name", { hasText: new RegExp(`^${name}$`) }),
      });
      await option.locator("select").selectOption(value);
    }
  }
  for (const [i, choice] of seats.entries()) {
    await page.getByRole("combobox", { name: `Player ${i + 1}`, exact: true }).selectOption(choice);
  }
  await page.getByRole("button", { name: "Start" }).click();
}

// Waits until the view moved on from `version` (the server answered), the game ended, or an
// error is shown.
export async function waitForChange(page, version) {
  await page
    .waitForFunction(
      (v) =>
        document.querySelector("main.game")?.getAttribute("data-version") !== v ||
        document.querySelector(".after-game, [role=alert]"),
      version,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}
