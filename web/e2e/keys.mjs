// Playing by keys alone, as a keyboard user would: the page puts the focus on a choice after
// each move (src/table/keyboard.ts), the arrow keys move among the choices (the shorter way
// round), Enter takes one; Tab only when the focus is not among them. Each key press is counted.
const CHOICES = ".table-prompt button, .board button, .actions > ol button";

// Reaches the first element of `locator` by keys and presses Enter on it; `tally.clicks` counts
// the presses (the measure of playDeliberately), `tally.keys` which keys.
export async function pressTo(locator, tally, kind) {
  const page = locator.page();
  await locator.first().waitFor({ timeout: 5000 });
  const handle = await locator.first().elementHandle();
  const press = async (key) => {
    await page.keyboard.press(key);
    tally.clicks++;
    tally.keys = tally.keys ?? {};
    tally.keys[key] = (tally.keys[key] ?? 0) + 1;
  };
  for (let tabs = 0; tabs < 80; tabs++) {
    const where = await page.evaluate(
      ([sel, target]) => {
        const ring = [...document.querySelectorAll(sel)].filter(
          (b) => !b.disabled && b.getClientRects().length > 0,
        );
        return {
          at: ring.indexOf(document.activeElement),
          to: ring.indexOf(target),
          n: ring.length,
          focusedTarget: document.activeElement === target,
        };
      },
      [CHOICES, handle],
    );
    if (where.focusedTarget || (where.at >= 0 && where.to >= 0)) {
      if (!where.focusedTarget) {
        const right = (where.to - where.at + where.n) % where.n;
        const key = right <= where.n - right ? "ArrowRight" : "ArrowLeft";
        for (let k = 0; k < Math.min(right, where.n - right); k++) await press(key);
      }
      await press("Enter");
      tally.kinds[kind] = (tally.kinds[kind] ?? 0) + 1;
      return;
    }
    await press("Tab");
  }
  throw new Error("80 Tabs never reached the control");
}
