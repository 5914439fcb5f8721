// The lobby a newcomer meets, against the real server: Ready Aim Fire's options grouped under
// headings in words, each with its help text and rule lines, reachable by keyboard, sent as the
// game spec; the bots listed once each, levels in words, the heuristic bot the default opponent;
// the catalog matching its schema; axe-clean and screenshotted at 1280 and 390 px.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";

import Ajv2020 from "ajv/dist/2020.js";

import { assertAccessible } from "./axe.mjs";
import { createGt } from "./gtPlay.mjs";
import { createGame } from "./play.mjs";
import { loadSchemas } from "./schema.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

async function catalog() {
  const r = await fetch(new URL("/api/catalog", server.url));
  assert.equal(r.status, 200);
  return r.json();
}

// The options as drawn: each heading with the visible label of each option under it.
async function drawnGroups(page) {
  return page.locator("details.options fieldset").evaluateAll((sets) =>
    sets.map((f) => ({
      legend: f.querySelector("legend").textContent,
      labels: [...f.querySelectorAll(".option-label")].map((l) => l.textContent),
    })),
  );
}

async function openRafOptions(page) {
  await page.goto(server.url);
  await page.getByRole("combobox", { name: "Game", exact: true }).selectOption("ready-aim-fire");
  await page.locator("details.options summary").click();
}

describe("the lobby", { timeout: 120000 }, () => {
  it("sends a catalog that matches docs/schema/catalog.json", async () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(loadSchemas().get("catalog"));
    const c = await catalog();
    assert.ok(validate(c), JSON.stringify(validate.errors?.slice(0, 3)));
  });

  it("groups Ready Aim Fire's options under headings, in words, with their rule lines", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openRafOptions(page);
    const raf = (await catalog()).games.find((g) => g.id === "ready-aim-fire");
    const order = (await catalog()).option_groups;
    const groups = await drawnGroups(page);
    // Every option once, under its own heading, the headings in the catalog's order.
    const expected = order
      .map((name) => ({
        legend: name,
        labels: raf.options.filter((o) => o.group === name).map((o) => o.label),
      }))
      .filter((g) => g.labels.length > 0);
    assert.deepEqual(groups, expected);
    assert.ok(groups.length >= 5, `only ${groups.length} headings`);
    const armies = groups.find((g) => g.legend === "Armies");
    assert.ok(armies.labels.includes("Player 1's nation"));
    // No snake_case name is shown as text (choice values are written with spaces).
    const text = await page.locator("details.options").innerText();
    for (const o of raf.options) {
      assert.ok(!text.includes(o.name) || !o.name.includes("_"), `${o.name} shown as text`);
    }
    assert.doesNotMatch(text, /per_stack_plus_one/);
    // The help text carries the rule lines and is the control's description.
    const nation = page.getByRole("combobox", { name: "Player 1's nation" });
    const help = await nation.getAttribute("aria-describedby");
    assert.match(await page.locator(`[id="${help}"]`).innerText(), /\(L29, L196-223\)/);
    // A chosen nation says what it brings, in the same help text.
    await nation.selectOption("france");
    assert.match(await page.locator(`[id="${help}"]`).innerText(), /France: breakpoint 31/);
    // By keyboard: focus the attack mode, choose the other value with the arrow keys.
    await page.getByRole("combobox", { name: "Attacks per turn" }).focus();
    await page.keyboard.press("ArrowDown");
    const breakpoint = page.getByRole("checkbox", { name: "Army Breakpoint victory" });
    await breakpoint.focus();
    await page.keyboard.press("Space");
    assert.equal(await breakpoint.isChecked(), true);
    await assertAccessible(page, "the lobby with Ready Aim Fire's options open (1280 px)");
    await page.screenshot({
      path: join(artifacts, "lobby-raf-options-desktop.png"),
      fullPage: true,
    });
    // The spec sent names the options by their names.
    await page
      .getByRole("combobox", { name: "Player 2", exact: true })
      .selectOption("bot:heuristic");
    await page.getByRole("button", { name: "Start" }).click();
    await page.waitForURL(/\/play\//);
    const id = page.url().match(/\/play\/([^#/]+)/)[1];
    const game = await (await fetch(new URL(`/api/games/${id}`, server.url))).json();
    assert.match(game.game, /attack_mode=per_stack_plus_one/);
    assert.match(game.game, /breakpoint=on/);
    assert.match(game.game, /nation_a=france/);
    await page.close();
  });

  it("fits a phone with the options open", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openRafOptions(page);
    const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(width <= 390, `the lobby is ${width} px wide on a 390 px screen`);
    await assertAccessible(page, "the lobby with Ready Aim Fire's options open (390 px)");
    await page.screenshot({ path: join(artifacts, "lobby-raf-options-phone.png"), fullPage: true });
    // The first screen of it, and the seats, at their real size.
    await page.screenshot({ path: join(artifacts, "lobby-raf-options-phone-top.png") });
    await page
      .locator("fieldset", { has: page.locator("legend", { hasText: "Seats" }) })
      .screenshot({ path: join(artifacts, "lobby-seats-phone.png") });
    await page.close();
  });

  it("lists each bot once per game, levels in words, the heuristic bot by default", async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    for (const game of ["muskets", "volley", "gt", "ready-aim-fire"]) {
      await page.getByRole("combobox", { name: "Game", exact: true }).selectOption(game);
      const seat = page.getByRole("combobox", { name: "Player 2", exact: true });
      const bots = await seat
        .locator("option")
        .evaluateAll((os) => os.map((o) => o.textContent).filter((t) => t.startsWith("Bot:")));
      assert.deepEqual(
        bots,
        [
          "Bot: heuristic",
          "Bot: random",
          "Bot: ismcts, easy",
          "Bot: ismcts, medium",
          "Bot: ismcts, hard",
        ],
        game,
      );
      assert.equal(await seat.inputValue(), "bot:heuristic", game);
      // Under the seat, what the chosen bot is: the heuristic's rules of thumb, a level's strength.
      const info = (await catalog()).games.find((g) => g.id === game);
      const note = page.locator(".seat").nth(1).locator(".bot-note");
      const heuristic = info.bots.find((b) => b.name === "heuristic");
      assert.equal(await note.innerText(), heuristic.description, game);
      await seat.selectOption("bot:ismcts:hard");
      const ismcts = info.bots.find((b) => b.name === "ismcts");
      assert.equal(await note.innerText(), ismcts.level_notes.hard, game);
    }
    await page.close();
  });

  it("starts on Muskets with the first-turn house rule, the printed rules one choice away", async () => {
    const gameOf = async (page) => {
      await page.waitForURL(/\/play\//);
      const id = page.url().match(/\/play\/([^#/]+)/)[1];
      return (await (await fetch(new URL(`/api/games/${id}`, server.url))).json()).game;
    };
    const muskets = (await catalog()).games.find((g) => g.id === "muskets");
    const rule = muskets.options.find((o) => o.name === "first_turns");
    // The engine's default stays the printed rules; only the table starts on the house rule.
    assert.equal(rule.default, "printed");
    assert.equal(rule.table_default, "no_fire_charge");
    for (const [width, height, name] of [
      [1280, 900, "desktop"],
      [390, 844, "phone"],
    ]) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(server.url);
      const game = page.getByRole("combobox", { name: "Game", exact: true });
      assert.equal(await game.inputValue(), "muskets");
      // Not folded under Options: one choice away, with a line that says why.
      const select = page.getByRole("combobox", { name: "First-turn house rule" });
      assert.equal(await select.inputValue(), "no_fire_charge");
      assert.equal(await page.locator("details.options [data-option=first_turns]").count(), 0);
      const why = await page.locator(".table-rule .why").innerText();
      assert.match(why, /printed rules/);
      assert.match(why, /80%/);
      assert.match(why, /turn 1/);
      const help = await select.getAttribute("aria-describedby");
      assert.match(await page.locator(`[id="${help}"]`).innerText(), /19 turns/);
      await assertAccessible(page, `the lobby on Muskets (${width} px)`);
      await page.screenshot({ path: join(artifacts, `lobby-muskets-${name}.png`) });
      await page.close();
    }
    // Started as it opens: the house rule is in the spec; the printed rules send the bare id.
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByRole("button", { name: "Start" }).click();
    assert.equal(await gameOf(page), "muskets:first_turns=no_fire_charge");
    await page.goto(server.url);
    await page.getByRole("combobox", { name: "First-turn house rule" }).selectOption("printed");
    assert.equal(await page.locator(".table-rule .why").count(), 0);
    await page.getByRole("button", { name: "Start" }).click();
    assert.equal(await gameOf(page), "muskets");
    await page.close();
  });

  it("lists open games to join and games being played to watch, in words", async () => {
    const create = async (seats) => {
      const r = await fetch(new URL("/api/games", server.url), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ game: "gt:players=4", seats }),
      });
      assert.equal(r.status, 200);
      return (await r.json()).id;
    };
    const open = await create([
      { kind: "human" },
      { kind: "human", open: true },
      { kind: "bot", bot: "random" },
      { kind: "bot", bot: "random" },
    ]);
    const playing = await create([
      { kind: "human" },
      { kind: "bot", bot: "random" },
      { kind: "bot", bot: "random" },
      { kind: "bot", bot: "random" },
    ]);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    const openList = page.getByRole("region", { name: "Open games to join" });
    const row = openList.locator("li", { has: page.locator(`a[href="/watch/${open}"]`) });
    await row.getByRole("button", { name: "Join as Player 2" }).waitFor();
    assert.match(
      await row.innerText(),
      /^Card Game of Napoleonic Warfare \(GT\) \(Number of hands: 4\)/,
    );
    const watching = page.getByRole("region", { name: "Games being played" });
    const watch = watching.locator(`a[href="/watch/${playing}"]`);
    await watch.waitFor();
    assert.match(await watch.getAttribute("aria-label"), /^watch Card Game of Napoleonic Warfare/);
    // Neither list shows the spec or a game id.
    for (const list of [openList, watching]) {
      const text = await list.innerText();
      assert.doesNotMatch(text, /gt:players|players=4/);
      assert.ok(!text.includes(open) && !text.includes(playing), text);
    }
    await page.screenshot({ path: join(artifacts, "lobby-lists-desktop.png"), fullPage: true });
    await page.close();
  });

  it("is driven by option name the way the other end-to-end files set options", async () => {
    const gameOf = async (page) => {
      await page.waitForURL(/\/play\//);
      const id = page.url().match(/\/play\/([^#/]+)/)[1];
      return (await (await fetch(new URL(`/api/games/${id}`, server.url))).json()).game;
    };
    const page = await browser.newPage();
    await createGame(page, server.url, {
      game: "ready-aim-fire",
      seats: ["you", "bot:heuristic"],
      options: { nation_a: "austria", support: "below" },
    });
    assert.match(await gameOf(page), /^ready-aim-fire:.*nation_a=austria/);
    assert.match(await gameOf(page), /support=below/);
    await createGt(page, server.url, { players: 3, seats: ["you", "bot:random", "bot:random"] });
    assert.equal(await gameOf(page), "gt:players=3");
    await page.close();
  });
});
