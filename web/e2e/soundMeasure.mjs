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

// A sound is a card when it has one or two hits within 0.35 s (a swish, or two cards played a
// moment apart, which run together: a swish lasts about 0.13 s), dice when it has three hits or
// more over 0.15-0.8 s (two dice landing and bouncing, perhaps with a card over them), and
// anything else is "other".
export function classify({ seconds, hits }) {
  if (hits >= 1 && hits <= 2 && seconds <= 0.35) return "card";
  if (hits >= 3 && seconds >= 0.15 && seconds <= 0.8) return "dice";
  return "other";
}

// Every sound of the track: { at, seconds, peak, rmsDb, loudDb, hits, kind }. `loudDb` is the
// loudest 20 ms (how loud the sound strikes the ear), `rmsDb` its whole length's.
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
    const from = start * step;
    const to = Math.min(samples.length, (end + 1) * step);
    for (let j = from; j < to; j++) {
      peak = Math.max(peak, Math.abs(samples[j]));
      sum += samples[j] * samples[j];
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
