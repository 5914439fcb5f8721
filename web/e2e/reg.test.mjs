// The REG companion page at phone size against the real server: a cost, a claim and a dice
// roll, each checked against the same request sent to POST /api/reg directly; hands dealt and
// the turn tracker moved on. Screenshots at phone and desktop widths.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { assertAccessible } from "./axe.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";

useServerAndBrowser();

// A file as the page's form sends it by default (every field the sheet's claims read), with the
// given fields changed: what the test asks the server directly, to compare with the page.
const file = (over) => ({
  type: "foot",
  formation: "close",
  quality: "average",
  armour: "unarmoured",
  chars: [],
  ranks: 2,
  contact: "front",
  general: "none",
  terrain: "unaffected",
  uphill: false,
  ...over,
});

async function direct(request) {
  const r = await fetch(new URL("/api/reg", server.url), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  assert.equal(r.status, 200);
  return r.json();
}

const panel = (page, title) => page.locator(`details.reg-panel[aria-label="${title}"]`);
async function open(page, title) {
  const p = panel(page, title);
  if (!(await p.evaluate((d) => d.open))) await p.locator("summary").first().click();
  return p;
}
const field = (scope, label) => scope.getByLabel(label, { exact: true });
// The server's full text of the n-th answer in a panel.
const answerText = (scope, n = 0) => scope.locator(".reg-answer pre.reg-text").nth(n).innerText();

describe("the REG companion page", { timeout: 120000 }, () => {
  it("answers a cost, a claim and a dice roll as /api/reg does, on a phone", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(server.url);
    await page.getByRole("link", { name: "REG table companion" }).waitFor();
    await page.screenshot({ path: join(artifacts, "lobby-phone.png") });
    await page.getByRole("link", { name: "REG table companion" }).click();
    await page.waitForURL(/\/reg$/);
    await page.getByLabel("Current step").filter({ hasText: "step 1.1" }).waitFor();
    await assertAccessible(page, "the REG page");

    // Cost: M4 for drilled troops in a Keil, out of command.
    const cost = await open(page, "Action cost");
    await field(cost, "Action").fill("M4");
    await field(cost, "Formation").selectOption("drilled");
    await cost.getByLabel("Keil or Tercio").check();
    await cost.getByLabel("Out of command").check();
    await cost.getByRole("button", { name: "Cost", exact: true }).click();
    await cost.locator(".reg-answer").waitFor();
    const costReply = await direct({
      calc: "cost",
      action: "M4",
      formation: "drilled",
      keil: true,
      out_of_command: true,
      upgrade: false,
    });
    assert.equal(costReply.allowed, true);
    assert.equal(await answerText(cost), costReply.text);
    assert.match(await cost.getByTestId("cost-card").innerText(), new RegExp(costReply.card));
    assert.match(
      await cost.getByTestId("cost-card").innerText(),
      new RegExp(`\\+ ${costReply.extra_coloured_cards} extra`),
    );

    // A refusal comes back as the rules' "not allowed", with its sheet line.
    await field(cost, "Formation").selectOption("formed");
    await cost.getByRole("button", { name: "Cost", exact: true }).click();
    const refused = await direct({
      calc: "cost",
      action: "M4",
      formation: "formed",
      keil: true,
      out_of_command: true,
      upgrade: false,
    });
    assert.equal(refused.allowed, false);
    await cost.locator(".reg-refusal").waitFor();
    assert.equal(await answerText(cost), refused.text);

    // Claims: mounted Charging Lancers against Pike & Shot three ranks deep, charge phase.
    const claims = await open(page, "Claims and combat");
    const fileA = claims.getByRole("group", { name: "File a", exact: true });
    const fileB = claims.getByRole("group", { name: "File b", exact: true });
    await field(fileA, "Type").selectOption("mounted");
    await fileA.getByRole("button", { name: "CL", exact: true }).click();
    await fileB.getByRole("button", { name: "P&S", exact: true }).click();
    await field(fileB, "Ranks").fill("3");
    await claims.getByRole("button", { name: "Claims", exact: true }).click();
    await claims.locator(".reg-claims").waitFor();
    const claimsReply = await direct({
      calc: "claims",
      phase: "charge",
      a: file({ type: "mounted", chars: ["CL"] }),
      b: file({ chars: ["P&S"], ranks: 3 }),
    });
    assert.equal(await answerText(claims), claimsReply.text);
    for (const k of ["a", "b"]) {
      const row = claims.locator(`.reg-claims tr[data-file=${k}]`);
      assert.equal(await row.locator(".claim-total").innerText(), String(claimsReply[k].total));
      assert.deepEqual(
        await row.locator("[data-colour]").evaluateAll((els) => els.map((e) => e.dataset.colour)),
        claimsReply[k].dice,
      );
    }
    assert.ok(claimsReply.b.total > claimsReply.a.total, "Pike & Shot out-claims the lancers");

    // Dice: one White, one Yellow, one Red with seed 42, then their exact odds.
    const dice = await open(page, "Dice roller and odds");
    await field(dice, "Yellow").fill("1");
    await field(dice, "Seed (optional)").fill("42");
    await dice.getByRole("button", { name: "Roll", exact: true }).click();
    await dice.getByLabel("Rolled dice").waitFor();
    const rollReply = await direct({ calc: "roll", dice: ["White", "Yellow", "Red"], seed: "42" });
    assert.equal(await answerText(dice), rollReply.text);
    assert.deepEqual(
      await dice
        .getByLabel("Rolled dice")
        .locator("[data-colour]")
        .evaluateAll((els) => els.map((e) => [e.dataset.colour, e.textContent])),
      rollReply.dice.map((d) => [d.colour, d.face]),
    );
    await dice.getByRole("button", { name: "Exact odds" }).click();
    await dice.locator(".reg-answer").nth(1).waitFor();
    const oddsReply = await direct({ calc: "odds", of: "dice", dice: ["White", "Yellow", "Red"] });
    assert.equal(await answerText(dice, 1), oddsReply.text);
    await page.screenshot({ path: join(artifacts, "reg-phone.png"), fullPage: true });

    // A KaB test of a Legendary general with the face entered, and a move in rough going.
    const kab = await open(page, "KaB tests");
    await field(kab, "Who").selectOption("general");
    await field(kab, "Level").selectOption("LG");
    await field(kab, "Face").selectOption("Sword");
    await kab.getByRole("button", { name: "Test", exact: true }).click();
    await kab.locator(".reg-answer").waitFor();
    const kabReply = await direct({ calc: "kab", target: "general", level: "LG", face: "Sword" });
    assert.equal(await answerText(kab), kabReply.text);
    const move = await open(page, "Movement and evades");
    await field(move, "Troop").fill("loose_mounted");
    await field(move, "Going").selectOption("rough");
    await move.getByLabel("Fleet of Foot").check();
    await move.getByRole("button", { name: "Move", exact: true }).click();
    await move.locator(".reg-answer").waitFor();
    const moveReply = await direct({
      calc: "move",
      troop: "loose_mounted",
      going: "rough",
      fleet: true,
      obstacle: false,
    });
    assert.equal(await answerText(move), moveReply.text);
    assert.match(
      await move.locator(".reg-headline").first().innerText(),
      new RegExp(`^${moveReply.distance} BW`),
    );

    // Hands: two generals, dealt; the page shows exactly the hands the server dealt.
    const hands = await open(page, "Generals and card hands");
    for (const [name, level, commander] of [
      ["Maurice", "LG", "professional_floating"],
      ["Dan", "MG", "no"],
    ]) {
      await field(hands, "General's name").fill(name);
      await field(hands, "Level").selectOption(level);
      await field(hands, "Army commander").selectOption(commander);
      await hands.getByRole("button", { name: "Add general" }).click();
      await hands.locator(`li[data-general=${name}]`).waitFor();
    }
    const [dealt] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith("/api/reg") && /"deal"/.test(r.request().postData() ?? ""),
      ),
      hands.getByRole("button", { name: "Deal" }).click(),
    ]);
    const state = (await dealt.json()).state;
    assert.equal(
      state.generals.find((g) => g.name === "Maurice").commander,
      "professional_floating",
    );
    await page.waitForFunction(
      () => document.querySelectorAll(".reg-hands [data-colour]").length > 0,
    );
    for (const g of state.generals) {
      assert.ok(g.hand.length > 0, `${g.name} was dealt cards`);
      assert.deepEqual(
        await hands
          .locator(`li[data-general=${g.name}] [data-colour]`)
          .evaluateAll((els) => els.map((e) => e.dataset.colour)),
        g.hand,
      );
    }

    // Tapping a card discards it: the page then shows the hands of the server's reply.
    const maurice = state.generals.find((g) => g.name === "Maurice");
    const [discarded] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith("/api/reg") && /"discard"/.test(r.request().postData() ?? ""),
      ),
      hands
        .getByRole("button", { name: `Maurice discards ${maurice.hand[0]}` })
        .first()
        .click(),
    ]);
    const afterDiscard = (await discarded.json()).state.generals.find((g) => g.name === "Maurice");
    assert.equal(afterDiscard.hand.length, maurice.hand.length - 1);
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll(".reg-hands li[data-general=Maurice] [data-colour]").length === n,
      afterDiscard.hand.length,
    );
    await hands.screenshot({ path: join(artifacts, "reg-phone-hands-panel.png") });
    await cost.screenshot({ path: join(artifacts, "reg-phone-cost-panel.png") });
    await claims.screenshot({ path: join(artifacts, "reg-phone-claims-panel.png") });
    await dice.screenshot({ path: join(artifacts, "reg-phone-dice-panel.png") });

    // The turn tracker moves on from 1.1 to the next step the server names.
    const turn = panel(page, "Turn tracker");
    const nextReply = await direct({
      calc: "turn",
      action: "next",
      state: (await discarded.json()).state,
    });
    await turn.getByRole("button", { name: "Next step" }).click();
    await turn
      .getByLabel("Current step")
      .filter({ hasText: `step ${nextReply.step}` })
      .waitFor();

    await page.screenshot({ path: join(artifacts, "reg-phone-hands.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: join(artifacts, "reg-desktop.png"), fullPage: true });
    await page.close();
  });

  it("claims a file's situation, moves the wounds on after a roll, and keeps the form across a reload", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(new URL("/reg", server.url).toString());
    let claims = await open(page, "Claims and combat");
    let fileA = claims.getByRole("group", { name: "File a", exact: true });
    let fileB = claims.getByRole("group", { name: "File b", exact: true });
    // Fighting: a Legendary general uphill against a side edge on badly affected ground.
    await field(claims, "Phase").selectOption("fighting");
    await field(fileA, "General in the file").selectOption("legendary");
    await field(fileA, "Uphill").check();
    await field(fileA, "Wounds").fill("1");
    await field(fileB, "Enemy touches its").selectOption("side");
    await field(fileB, "Terrain").selectOption("badly_affected");
    await field(fileB, "Wounds").fill("2");
    await claims.getByRole("button", { name: "Claims", exact: true }).click();
    await claims.locator(".reg-claims").waitFor();
    const a = file({ general: "legendary", uphill: true });
    const b = file({ contact: "side", terrain: "badly_affected" });
    const reply = await direct({ calc: "claims", phase: "fighting", good_going: true, a, b });
    assert.equal(await answerText(claims), reply.text);
    assert.equal(reply.a.total, 8, "lines 205, 206 (Legendary), 210 and 211");
    const row = claims.locator(".reg-claims tr[data-file=a] .claim-total");
    assert.equal(await row.innerText(), "8");

    // A roll: each file's Wounds become what the server says its unit has now.
    const [rolled] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith("/api/reg") && /"roll"/.test(r.request().postData() ?? ""),
      ),
      claims.getByRole("button", { name: "Roll this combat" }).click(),
    ]);
    const sent = JSON.parse(rolled.request().postData());
    assert.deepEqual(sent.a, { ...a, bases: 4, wounds: 1 });
    assert.deepEqual(sent.b, { ...b, bases: 4, wounds: 2 });
    const roll = await rolled.json();
    const woundsA = String(roll.b.a_unit.wounds_after);
    const woundsB = String(roll.a.b_unit.wounds_after);
    assert.ok(roll.b.a_unit.wounds_after >= 1 && roll.a.b_unit.wounds_after >= 2);
    await page.waitForFunction(
      ([wa, wb]) => {
        const w = (f) =>
          document.querySelector(`fieldset[aria-label="File ${f}"] input[aria-label="Wounds"]`)
            ?.value;
        return w("a") === wa && w("b") === wb;
      },
      [woundsA, woundsB],
    );
    await assertAccessible(page, "the REG claims form with its situation");
    await claims.screenshot({ path: join(artifacts, "reg-claims-form-phone.png") });

    // A reload finds the form as it was, wounds included.
    await page.reload();
    claims = await open(page, "Claims and combat");
    fileA = claims.getByRole("group", { name: "File a", exact: true });
    fileB = claims.getByRole("group", { name: "File b", exact: true });
    assert.equal(await field(claims, "Phase").inputValue(), "fighting");
    assert.equal(await field(fileA, "General in the file").inputValue(), "legendary");
    assert.equal(await field(fileA, "Uphill").isChecked(), true);
    assert.equal(await field(fileB, "Enemy touches its").inputValue(), "side");
    assert.equal(await field(fileB, "Terrain").inputValue(), "badly_affected");
    assert.equal(await field(fileA, "Wounds").inputValue(), woundsA);
    assert.equal(await field(fileB, "Wounds").inputValue(), woundsB);
    await page.setViewportSize({ width: 1280, height: 900 });
    await claims.screenshot({ path: join(artifacts, "reg-claims-form-desktop.png") });
    // Clearing the form brings the defaults back, and they too survive a reload.
    await claims.getByRole("button", { name: "Clear the form" }).click();
    assert.equal(await field(fileA, "Wounds").inputValue(), "0");
    await page.reload();
    claims = await open(page, "Claims and combat");
    assert.equal(await field(claims, "Phase").inputValue(), "charge");
    await page.close();
  });
});
