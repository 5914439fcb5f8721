// The end-of-game summary (src/summary/): what every finished game's page must show, and a quick
// way to finish a game without clicks for the tests that only look at its end.
import assert from "node:assert/strict";
import { join } from "node:path";

import { assertAccessible } from "./axe.mjs";
import { artifacts } from "./suite.mjs";

// The summary is on the page with a chart per meter (an SVG image whose label summarises its
// lines, with at least two points per line), its table of values, the cards that mattered and
// the ways on; axe-core finds nothing serious on it. `seat`: a seat's page has a Rematch button,
// a spectator's none. Screenshots of the summary alone at 1280 and 390 px: summary-<name>-*.png.
export async function assertSummary(page, name, { seat }) {
  const summary = page.locator(".game-summary");
  await summary.locator(".meter-chart svg[role=img]").first().waitFor({ timeout: 60000 });
  const headline = await summary.locator("h2").innerText();
  if (seat) assert.match(headline, /^(You won|You lost: .+ won|A draw)$/, headline);
  else assert.match(headline, /^(.+ won|A draw)$/, headline);
  assert.match(await summary.locator(".summary-why").innerText(), /turn \d+ after \d+ steps/);
  const charts = await summary.locator(".meter-chart svg[role=img]").evaluateAll((svgs) =>
    svgs.map((svg) => ({
      label: svg.getAttribute("aria-label"),
      lines: [...svg.querySelectorAll("polyline")].map(
        (l) => l.getAttribute("points").split(" ").length,
      ),
    })),
  );
  assert.ok(charts.length > 0, "a chart is drawn");
  for (const chart of charts) {
    assert.match(chart.label, /over the game: .+ from -?\d+ to -?\d+/, chart.label);
    assert.ok(chart.lines.length > 0 && chart.lines.every((n) => n >= 2), JSON.stringify(chart));
  }
  assert.ok((await summary.locator(".chart-data tbody tr").count()) > 0, "a table of values");
  assert.ok(await summary.getByRole("heading", { name: "The cards that mattered" }).count());
  assert.equal(await summary.getByRole("button", { name: "Rematch" }).count(), seat ? 1 : 0);
  assert.equal(await summary.getByRole("link", { name: "Replay", exact: true }).count(), 1);
  await assertAccessible(page, `the end-of-game summary (${name})`);
  const size = page.viewportSize();
  await shootSummary(page, `summary-${name}-desktop.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await summary.evaluate((el) => el.scrollWidth - el.clientWidth);
  assert.ok(overflow <= 1, `the summary is ${overflow} px too wide at 390 px`);
  await shootSummary(page, `summary-${name}-phone.png`);
  await page.setViewportSize(size);
}

// The summary cut from a full-page picture (an element's own screenshot scrolls to it, and the
// status bar, which stays at the window's top, would then lie over it).
async function shootSummary(page, file) {
  const box = await page.locator(".game-summary").evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
  });
  await page.screenshot({ path: join(artifacts, file), fullPage: true, clip: box });
}
