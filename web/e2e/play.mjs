// Playing by clicks, as a person would: a confirmation or a choice the board asks for first,
// then a highlighted place for the card or stack selected, else a card or stack of the board or
// a button of the action bar, in turn. Returns the number of clicks once the game is over.
export async function playToEnd(page, { maxClicks = 3000, onTurn } = {}) {
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    if (await page.locator(".after-game").count()) return clicks;
    if (!(await page.locator(".status .your-turn").count())) {
      await page.waitForTimeout(50);
      continue;
    }
    if (onTurn) await onTurn(page);
    if (!(await clickOnce(page, clicks))) await page.waitForTimeout(50);
  }
  throw new Error(`the game did not end within ${maxClicks} clicks`);
}

// One click of this page's turn: what was clicked ("prompt", "place", "board", "bar"), or false
// when there was nothing to click.
export async function clickOnce(page, round) {
  const prompt = page.locator(
    ".table-prompt button[data-confirm], .table-prompt button[data-action]",
  );
  const places = page.locator(
    ".board button.card.destination:enabled, .board .zone.destination > .zone-button:enabled",
  );
  const board = page.locator(
    ".board button.card.source:enabled, .board .zone.source > .zone-button:enabled, .board button[data-group]",
  );
  const bar = page.locator(".actions > ol button:enabled");
  let target = null;
  let kind = false;
  for (const [group, name] of [
    [prompt, "prompt"],
    [places, "place"],
  ]) {
    const n = await group.count();
    if (n) {
      target = group.nth(round % n);
      kind = name;
      break;
    }
  }
  if (target === null) {
    const nb = await board.count();
    const nbar = await bar.count();
    if (nb + nbar === 0) return false;
    const i = round % (nb + nbar);
    target = i < nb ? board.nth(i) : bar.nth(i - nb);
    kind = i < nb ? "board" : "bar";
  }
  // Read in one go, waiting briefly: the page may have moved on since the count (a forced move
  // it plays by itself), and a locator that no longer matches would be waited for 30 s.
  const attrs = await target
    .evaluate(
      (el) => ({
        action: el.getAttribute("data-action"),
        confirm: el.getAttribute("data-confirm"),
      }),
      undefined,
      { timeout: 1000 },
    )
    .catch(() => null);
  if (attrs === null) return false; // gone: the caller looks again
  const plays = attrs.action !== null || attrs.confirm !== null;
  const version = await page.locator("main.game").getAttribute("data-version");
  await target.click({ timeout: 5000 }).catch(() => undefined);
  // A click that only selects, or opens a choice, changes no version; one that asks for a
  // confirmation first shows the prompt.
  if (plays) await waitForChange(page, version, { orPrompt: kind !== "prompt" });
  return kind;
}

export async function createGame(page, base, { game, seats, options = {} }) {
  await page.goto(base);
  await page.getByRole("combobox", { name: "Game", exact: true }).selectOption(game);
  if (Object.keys(options).length > 0) {
    await page.locator("details.options summary").click();
    for (const [name, value] of Object.entries(options)) {
      await page.locator(`details.options [data-option="${name}"] select`).selectOption(value);
    }
  }
  for (const [i, choice] of seats.entries()) {
    await page.getByRole("combobox", { name: `Player ${i + 1}`, exact: true }).selectOption(choice);
  }
  await page.getByRole("button", { name: "Start" }).click();
}

// Waits until the view moved on from `version` (the server answered), the game ended, or an
// error is shown (or, with `orPrompt`, the board asks to confirm or choose).
export async function waitForChange(page, version, { orPrompt = false } = {}) {
  await page
    .waitForFunction(
      ([v, prompt]) =>
        document.querySelector("main.game")?.getAttribute("data-version") !== v ||
        document.querySelector(".after-game, [role=alert]") ||
        (prompt && document.querySelector(".table-prompt")),
      [version, orPrompt],
      { timeout: 5000 },
    )
    .catch(() => undefined);
}
