// What the page sounds like (issue 25: "nobody has listened to the sounds"). The page's Web Audio
// context is replaced by a recording one, an OfflineAudioContext whose clock runs with the
// page's, so every sound the page makes while Muskets and Ready Aim Fire are played against the
// heuristic bot lands in one track at the moment it was made. The track is written to
// ARTIFACTS/sounds.wav for a person to listen to, and measured: each sound's length, loudness,
// peak and hits, which must be those of a card (a short swish) or of dice (several hits over
// about a third of a second), never clipped, never too quiet to hear, and the two sounds at
// about the same loudness.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";

import { clickOnce, createGame } from "./play.mjs";
import { artifacts, browser, server, useServerAndBrowser } from "./suite.mjs";
import { measureSounds, wav } from "./soundMeasure.mjs";

useServerAndBrowser();

const RATE = 44100;
const SECONDS = 150;

// Runs in the page before its scripts: the page's first AudioContext records instead of playing.
function recordSounds([rate, seconds]) {
  window.AudioContext = class extends OfflineAudioContext {
    constructor() {
      super(1, rate * seconds, rate);
      this.started = performance.now();
      window.__recorder = this;
    }
    // The page schedules each sound a little after "now": now is the page's own clock.
    get currentTime() {
      return (performance.now() - this.started) / 1000;
    }
    get state() {
      return "running";
    }
    resume() {
      return Promise.resolve();
    }
  };
}

// The page's recording so far, as samples up to the page's "now" (null when it made no sound).
// The samples cross from the page as the bytes of a Float32Array in base64, a quarter of the
// size of a list of numbers.
async function takeRecording(page) {
  const base64 = await page.evaluate(async () => {
    const recorder = window.__recorder;
    if (!recorder) return null;
    const length = Math.ceil(recorder.currentTime * recorder.sampleRate);
    const buffer = await recorder.startRendering();
    const bytes = new Uint8Array(buffer.getChannelData(0).slice(0, length).buffer);
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  if (base64 === null) return null;
  // Copied into an ArrayBuffer of its own: a small Buffer may sit at any offset of a shared one.
  const bytes = Uint8Array.from(Buffer.from(base64, "base64"));
  return Array.from(new Float32Array(bytes.buffer));
}

describe("the game page's sounds", { timeout: 240000 }, () => {
  it("records the dice and cards of Muskets and Ready Aim Fire: each sound whole, audible and never clipped", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recordSounds, [RATE, SECONDS]);
    const page = await context.newPage();
    // Each game page records on its own (a new page is a new recorder); the tracks are joined
    // with half a second of silence between them.
    const tracks = [];
    const keep = async () => {
      const track = await takeRecording(page);
      if (track) tracks.push(track, new Array(RATE / 2).fill(0));
    };
    // Muskets for the cards (its only roll, the first turn's coin toss, comes before the page
    // does), then Ready Aim Fire for the dice of its combats, each against the heuristic bot.
    const plays = [
      { game: "muskets", board: ".board.muskets", seconds: 20, games: 3 },
      { game: "ready-aim-fire", board: ".board.raf", seconds: 45, games: 1 },
    ];
    let first = true;
    for (const play of plays) {
      const began = Date.now();
      const timeLeft = () => Date.now() - began < play.seconds * 1000;
      for (let game = 0; game < play.games && timeLeft(); game++) {
        if (!first) await keep();
        await createGame(page, server.url, { game: play.game, seats: ["you", "bot:heuristic"] });
        await page.waitForSelector(play.board);
        if (first) {
          const settings = page.locator("details.settings");
          await settings.locator("summary").click();
          await settings.getByRole("checkbox", { name: "Sounds (dice and cards)" }).check();
          await settings.locator("summary").click();
          first = false;
        }
        const formArmy = page.locator(".actions button", { hasText: "deploy for me" });
        for (let round = 0; round < 400 && timeLeft(); round++) {
          await page.waitForSelector(".status .your-turn, .after-game");
          if (await page.locator(".after-game").count()) break;
          if (await formArmy.count()) await formArmy.first().click();
          else if (!(await clickOnce(page, round))) await page.waitForTimeout(50);
        }
      }
    }
    await page.waitForTimeout(1000); // the last sound ends
    await keep();
    await context.close();
    const samples = Float32Array.from(tracks.flat());
    assert.ok(samples.length > 0, "the page never made a sound");

    writeFileSync(join(artifacts, "sounds.wav"), wav(samples, RATE));
    const sounds = measureSounds(samples, RATE);
    writeFileSync(join(artifacts, "sounds.json"), JSON.stringify(sounds, null, 1) + "\n");

    const cards = sounds.filter((s) => s.kind === "card");
    // A roll's bounces may come apart into several sounds: those starting within half a second
    // of a roll's first are that roll, as loud as its loudest.
    const rolls = [];
    for (const s of sounds.filter((x) => x.kind === "dice")) {
      const last = rolls.at(-1);
      if (last && s.at - last.at < 0.5) last.loudDb = Math.max(last.loudDb, s.loudDb);
      else rolls.push({ at: s.at, loudDb: s.loudDb });
    }
    const all = JSON.stringify(sounds);
    assert.ok(cards.length > 0, `no card sound among ${all}`);
    assert.ok(rolls.length > 0, `no dice among ${all}`);
    for (const s of sounds) {
      assert.notEqual(s.kind, "other", `a sound neither a card nor dice: ${JSON.stringify(s)}`);
      assert.ok(s.peak < 0.9, `a sound peaks at ${s.peak} (clipping near 1): ${JSON.stringify(s)}`);
    }
    for (const s of [...cards, ...rolls])
      assert.ok(
        s.loudDb > -36,
        `a sound too quiet to hear at ${s.loudDb} dBFS: ${JSON.stringify(s)}`,
      );
    const median = (list) => list.map((s) => s.loudDb).sort((x, y) => x - y)[list.length >> 1];
    const gap = Math.abs(median(rolls) - median(cards));
    assert.ok(gap <= 6, `dice at ${median(rolls)} dBFS and cards at ${median(cards)} dBFS`);
    writeFileSync(
      join(artifacts, "sounds-summary.json"),
      JSON.stringify({
        cards: cards.length,
        rolls: rolls.length,
        cardDb: median(cards),
        rollDb: median(rolls),
      }) + "\n",
    );
  });
});
