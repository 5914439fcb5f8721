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
// can click now (visible and enabled; those folded in a closed <details> are not visible). Taken
// once the page is settled as painted: the board's fit to the window (fitToWindow.ts) is set
// before a render is painted, but after a resize in the next animation frame, so the page is
// read frame by frame
// (at most 20) until three frames in a row give the same height, zoom and buttons (the tools go
// behind "More" in a render React schedules after it counts the buttons: useCrowded.ts).
export async function tableFit(page) {
  return page.evaluate(async () => {
    // A frame, or 100 ms when no frame comes (a page that is not being painted must not hold the
    // test forever: one run of raf-fit.test.mjs waited here without end).
    const frame = () =>
      new Promise((done) => {
        requestAnimationFrame(done);
        setTimeout(done, 100);
      });
    const read = () => {
      const buttons = [...document.querySelectorAll("button")].filter(
        (b) => !b.disabled && b.checkVisibility() && b.getClientRects().length > 0,
      );
      const fit = document.querySelector(".board-fit");
      // Disclosures (a <summary>: Settings, "every card" of a pile, "N more on the board") open
      // a list to read, not a move; they are counted apart from the buttons (docs/web.md).
      const disclosures = [...document.querySelectorAll("summary")].filter(
        (d) => d.checkVisibility() && d.getClientRects().length > 0,
      );
      return {
        height: document.scrollingElement.scrollHeight,
        window: window.innerHeight,
        buttons: buttons.length,
        disclosures: disclosures.length,
        // The board's zoom (1 unless it was drawn smaller to fit) and whether the page's tools
        // were behind "More" (crowding.ts).
        zoom: fit ? Number(getComputedStyle(fit).zoom) || 1 : 1,
        more: document.querySelector("button[data-more]") !== null,
        cut: cutCards(),
        // The game ended while the page was read: its summary is read by scrolling, and the
        // board is no longer fitted (useFitToWindow.ts).
        over: document.querySelector(".after-game, .game-summary") !== null,
      };
    };
    // The cards drawn past the side of their zone or of the board (issue 25: a GT unit lay
    // half under the log column when its player's row was full): each as "zone: card".
    const cutCards = () => {
      const out = [];
      for (const card of document.querySelectorAll(".board .zone .card")) {
        if (!card.checkVisibility()) continue;
        const r = card.getBoundingClientRect();
        const zone = card.closest(".zone");
        const board = card.closest(".board");
        for (const box of [zone, board]) {
          const b = box.getBoundingClientRect();
          if (r.left < b.left - 1 || r.right > b.right + 1) {
            const name = card.querySelector(".card-name")?.textContent?.trim() ?? "a card back";
            const label = zone.querySelector(".zone-label")?.textContent ?? zone.className;
            const player = card.closest("[data-player]")?.getAttribute("aria-label") ?? "";
            out.push(
              `${player} ${label}: ${name} (${Math.round(r.left)}-${Math.round(r.right)} px, its ${box === zone ? "zone" : "board"} ${Math.round(b.left)}-${Math.round(b.right)} px)`,
            );
            break;
          }
        }
      }
      return out;
    };
    // What reaches below the window (for the failure message): the outermost such elements.
    const below = () => {
      const name = (e) =>
        e.tagName.toLowerCase() +
        (e.className ? "." + String(e.className).split(" ").join(".") : "");
      const out = [];
      const walk = (e, path) => {
        for (const c of e.children) {
          const r = c.getBoundingClientRect();
          const here = `${path} > ${name(c)}`;
          if (r.bottom + window.scrollY > window.innerHeight + 0.5) {
            out.push(`${here} (bottom ${Math.round(r.bottom + window.scrollY)})`);
            if (out.length < 12) walk(c, here);
          }
        }
      };
      walk(document.body, "body");
      return out.slice(-6);
    };
    // Three frames in a row must agree: a change the page's ResizeObserver sees (not a render)
    // is fitted in the animation frame after it, and a measure that read that frame before the
    // fit ran saw the same unfitted page twice (gt.test.mjs failed once at 945 px, zoom 1).
    await frame();
    let last = read();
    let agreed = 0;
    for (let i = 0; i < 20 && agreed < 2; i++) {
      await frame();
      const now = read();
      const same =
        now.height === last.height &&
        now.zoom === last.zoom &&
        now.buttons === last.buttons &&
        now.cut.length === last.cut.length;
      agreed = same ? agreed + 1 : 0;
      last = now;
    }
    if (last.height > last.window) last.below = below();
    return last;
  });
}

// Measures the fit at this moment and writes it to ARTIFACTS/fit.jsonl (docs/web.md quotes it).
// With `require`, fails unless the page fits its window without scrolling (unless `height` is
// false: a phone, where the page scrolls), shows at most 12 buttons (unless `buttons` is
// false) and draws every card within its zone and the board (unless `cards` is false).
export async function checkFit(
  page,
  where,
  { require = false, buttons = true, height = true, cards = true } = {},
) {
  const faults = (fit) => [
    ...(height && fit.height > fit.window
      ? [`the page is ${fit.height} px tall in a ${fit.window} px window: ${fit.below}`]
      : []),
    ...(buttons && fit.buttons > 12 ? [`${fit.buttons} buttons on screen (at most 12)`] : []),
    ...(cards && fit.cut.length ? [`cards drawn past their zone or the board: ${fit.cut}`] : []),
  ];
  let fit = await tableFit(page);
  // A reading taken while the page was still changing (a bot's move arriving, a fit waiting for
  // its frame) is read again after a pause: only a page that stays unfitted fails. Each transient
  // reading is kept in fit.jsonl, so a layout that needs the second look is still seen.
  for (let again = 0; require && !fit.over && faults(fit).length && again < 3; again++) {
    appendFileSync(
      join(artifacts, "fit.jsonl"),
      JSON.stringify({ where, transient: true, ...fit }) + "\n",
    );
    await page.waitForTimeout(250);
    fit = await tableFit(page);
  }
  appendFileSync(join(artifacts, "fit.jsonl"), JSON.stringify({ where, ...fit }) + "\n");
  if (!require || fit.over) return fit;
  assert.deepEqual(faults(fit), [], `${where}: the page does not fit`);
  return fit;
}
