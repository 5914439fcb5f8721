// Measures a recorded track of the page's sounds (sound.test.mjs): where each sound starts and
// ends, how loud it is, its peak and its hits, and whether it is a card or dice. Plain functions
// on samples, so that soundMeasure.test.mjs can check them on tracks made up here.

const WINDOW_SECONDS = 0.005; // the loudness envelope's step
const SILENCE = 0.002; // RMS below this (about -54 dBFS) is silence
const JOIN_SECONDS = 0.06; // sounds closer than this are one (two dice bounce within it)
const REFRACTORY_SECONDS = 0.02; // a hit cannot follow a hit sooner

const db = (x) => Math.round(20 * Math.log10(Math.max(x, 1e-9)) * 10) / 10;

// The RMS of each WINDOW_SECONDS of the track.
export function envelope(samples, rate) {
  const step = Math.max(1, Math.round(rate * WINDOW_SECONDS));
  const out = [];
  for (let i = 0; i < samples.length; i += step) {
    let sum = 0;
    const end = Math.min(samples.length, i + step);
    for (let j = i; j < end; j++) sum += samples[j] * samples[j];
    out.push(Math.sqrt(sum / (end - i)));
  }
  return out;
}

// What a sound is, by its colour (how often it crosses zero, a fraction of its samples) and
// length: a card is a swish of high noise (above 3 kHz: about 0.6), dice are clicks of noise
// around 2-4 kHz (0.1-0.2; a roll's bounces may come apart into several sounds), and anything
// lower (a hum) or longer than a second (a sound that never stops) is "other".
export function classify({ seconds, crossings }) {
  if (seconds > 1) return "other";
  if (crossings >= 0.35) return "card";
  if (crossings >= 0.05) return "dice";
  return "other";
}

// Every sound of the track: { at, seconds, peak, rmsDb, loudDb, hits, crossings, kind }.
// `loudDb` is the loudest 20 ms (how loud the sound strikes the ear), `rmsDb` its whole
// length's, `crossings` the share of its samples at which it changes sign.
export function measureSounds(samples, rate) {
  const env = envelope(samples, rate);
  const join = Math.round(JOIN_SECONDS / WINDOW_SECONDS);
  const spans = [];
  for (let i = 0; i < env.length; i++) {
    if (env[i] < SILENCE) continue;
    const last = spans[spans.length - 1];
    if (last && i - last.end <= join) last.end = i;
    else spans.push({ start: i, end: i });
  }
  const step = Math.round(rate * WINDOW_SECONDS);
  const refractory = Math.round(REFRACTORY_SECONDS / WINDOW_SECONDS);
  return spans.map(({ start, end }) => {
    let peak = 0;
    let sum = 0;
    let crossings = 0;
    const from = start * step;
    const to = Math.min(samples.length, (end + 1) * step);
    for (let j = from; j < to; j++) {
      peak = Math.max(peak, Math.abs(samples[j]));
      sum += samples[j] * samples[j];
      if (j > from && samples[j] < 0 !== samples[j - 1] < 0) crossings++;
    }
    const top = Math.max(...env.slice(start, end + 1));
    let loud = 0;
    for (let i = start; i <= end; i++) {
      const part = env.slice(i, Math.min(end + 1, i + 4));
      loud = Math.max(loud, Math.sqrt(part.reduce((a, x) => a + x * x, 0) / part.length));
    }
    // A hit: the envelope jumps to at least 2.5 times what it was 10 ms before, and to a
    // sixth of the sound's loudest at least.
    let hits = 0;
    let lastHit = -Infinity;
    for (let i = start; i <= end; i++) {
      const before = i - 2 >= 0 ? env[i - 2] : 0;
      if (env[i] >= 2.5 * before && env[i] >= top / 6 && i - lastHit > refractory) {
        hits++;
        lastHit = i;
      }
    }
    const sound = {
      at: Math.round(start * WINDOW_SECONDS * 1000) / 1000,
      seconds: Math.round((end - start + 1) * WINDOW_SECONDS * 1000) / 1000,
      peak: Math.round(peak * 1000) / 1000,
      rmsDb: db(Math.sqrt(sum / Math.max(1, to - from))),
      loudDb: db(loud),
      hits,
      crossings: Math.round((crossings / Math.max(1, to - from - 1)) * 1000) / 1000,
    };
    return { ...sound, kind: classify(sound) };
  });
}

// The track as a 16-bit mono WAV file.
export function wav(samples, rate) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((x, i) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, x)) * 32767), i * 2),
  );
  const head = Buffer.alloc(44);
  head.write("RIFF", 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write("WAVE", 8);
  head.write("fmt ", 12);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write("data", 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}
