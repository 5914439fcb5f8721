// The sound measurer (soundMeasure.mjs) on tracks made up here: a card's swish, two dice and
// silence are told apart and measured, and a clipped or quiet sound shows in its figures.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { measureSounds, wav } from "./soundMeasure.mjs";

const RATE = 44100;

// A reproducible noise (a linear congruential generator), so the tests never depend on luck.
function noise(seed) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 31 - 1;
  };
}

// Adds a burst at `at` seconds that falls from `gain` by 70 dB over `length` seconds: white
// noise (a card's colour), or with `hz` a tone of that pitch whose phase wanders (the narrow
// band of a die's click).
function burst(track, at, length, gain, rand, hz = 0) {
  const from = Math.round(at * RATE);
  const n = Math.round(length * RATE);
  let phase = 0;
  for (let i = 0; i < n && from + i < track.length; i++) {
    phase += (2 * Math.PI * hz) / RATE + 0.2 * rand();
    const wave = hz ? Math.sin(phase) : rand();
    track[from + i] += gain * Math.pow(10, (-70 / 20) * (i / n)) * wave;
  }
}

describe("the sound measurer", () => {
  it("finds a card's swish and two dice apart, and measures them", () => {
    const rand = noise(7);
    const track = new Float32Array(RATE * 2);
    burst(track, 0.2, 0.12, 0.25, rand);
    [0, 0.05, 0.1, 0.16, 0.2, 0.27].forEach((t, i) =>
      burst(track, 1.0 + t, 0.05, 0.35 / (1 + i * 0.4), rand, 3000),
    );
    const sounds = measureSounds(track, RATE);
    assert.deepEqual(
      sounds.map((s) => s.kind),
      ["card", "dice"],
      JSON.stringify(sounds),
    );
    const [card, dice] = sounds;
    assert.ok(Math.abs(card.at - 0.2) < 0.01 && Math.abs(dice.at - 1.0) < 0.01);
    assert.ok(card.seconds < 0.13 && dice.seconds > 0.27, JSON.stringify(sounds));
    assert.equal(card.hits, 1);
    assert.ok(dice.hits >= 5, JSON.stringify(dice));
    assert.ok(card.peak <= 0.25 && card.peak > 0.2, JSON.stringify(card));
    // Uniform noise at 0.25 is -16.8 dBFS RMS; falling 70 dB in 0.12 s, its first 20 ms average
    // about 5 dB less.
    assert.ok(card.loudDb > -24 && card.loudDb < -19, JSON.stringify(card));
  });

  it("tells a card from dice by its colour, and takes a hum or an endless sound for neither", () => {
    const rand = noise(11);
    const track = new Float32Array(RATE * 4);
    burst(track, 0.2, 0.12, 0.25, rand);
    burst(track, 0.6, 0.05, 0.2, rand, 2200); // a die's last bounce, on its own
    for (let i = 0; i < RATE * 0.6; i++)
      track[RATE + i] = 0.1 * Math.sin((2 * Math.PI * 100 * i) / RATE);
    for (let i = 0; i < RATE * 1.5; i++) track[2 * RATE + i] = 0.1 * rand();
    const sounds = measureSounds(track, RATE);
    assert.deepEqual(
      sounds.map((s) => s.kind),
      ["card", "dice", "other", "other"],
      JSON.stringify(sounds),
    );
    assert.ok(sounds[0].crossings > 0.45 && sounds[1].crossings < 0.15, JSON.stringify(sounds));
  });

  it("hears nothing in silence, and a loud or quiet sound in its figures", () => {
    assert.deepEqual(measureSounds(new Float32Array(RATE), RATE), []);
    const rand = noise(3);
    const loud = new Float32Array(RATE);
    burst(loud, 0.1, 0.1, 1.5, rand);
    const quiet = new Float32Array(RATE);
    burst(quiet, 0.1, 0.1, 0.01, rand);
    assert.ok(measureSounds(loud, RATE)[0].peak > 0.9);
    assert.ok(measureSounds(quiet, RATE)[0].loudDb < -36);
  });

  it("writes a 16-bit mono WAV of the track", () => {
    const file = wav(Float32Array.from([0, 0.5, -1, 2]), RATE);
    assert.equal(file.toString("ascii", 0, 4), "RIFF");
    assert.equal(file.readUInt32LE(24), RATE);
    assert.equal(file.readUInt32LE(40), 8);
    assert.deepEqual(
      [0, 1, 2, 3].map((i) => file.readInt16LE(44 + 2 * i)),
      [0, 16384, -32767, 32767],
    );
  });
});
