// The game's two sounds, synthesized with the Web Audio API (no audio file is fetched): dice are
// a few short clicks of band-passed noise, as dice hitting a table at uneven moments; a card is
// one soft swish of high noise falling away. Nothing plays unless a caller asks, and a browser
// without Web Audio simply stays silent.
import { spaced, type Cue } from "./cues";

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (context) return context;
  const Ctor =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return undefined;
  try {
    context = new Ctor();
  } catch {
    return undefined;
  }
  return context;
}

// White noise, made once per context and reused by every sound.
let noise: AudioBuffer | undefined;
function noiseBuffer(ctx: AudioContext): AudioBuffer {
  if (noise && noise.sampleRate === ctx.sampleRate) return noise;
  const length = Math.floor(ctx.sampleRate * 0.3);
  noise = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = noise.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = Math.random() * 2 - 1;
  return noise;
}

// One burst of filtered noise starting at `at`, lasting `length` seconds, peaking at `gain`.
function burst(
  ctx: AudioContext,
  at: number,
  length: number,
  gain: number,
  filter: { type: BiquadFilterType; frequency: number; q: number },
): void {
  const source = ctx.createBufferSource();
  source.buffer = noiseBuffer(ctx);
  const band = ctx.createBiquadFilter();
  band.type = filter.type;
  band.frequency.value = filter.frequency;
  band.Q.value = filter.q;
  const envelope = ctx.createGain();
  envelope.gain.setValueAtTime(0, at);
  envelope.gain.linearRampToValueAtTime(gain, at + 0.004);
  envelope.gain.exponentialRampToValueAtTime(0.0001, at + length);
  source.connect(band).connect(envelope).connect(ctx.destination);
  source.start(at);
  source.stop(at + length + 0.02);
}

// A die's click is a narrow band of noise (Q 4 around 2.2-3.8 kHz), which carries a small part
// of the noise's power: at a peak gain of 0.35 the roll was recorded at -36 dBFS against the
// card's -22 (e2e/sound.test.mjs), too quiet to hear beside it, hence 1.4 (12 dB more).
const DICE_GAIN = 1.4;

function dice(ctx: AudioContext): void {
  const start = ctx.currentTime + 0.01;
  // Two dice, each landing and bouncing twice, a little apart.
  const hits = [0, 0.045, 0.09, 0.16, 0.2, 0.27];
  hits.forEach((t, i) =>
    burst(ctx, start + t + Math.random() * 0.02, 0.05, DICE_GAIN / (1 + i * 0.4), {
      type: "bandpass",
      frequency: 2200 + Math.random() * 1600,
      q: 4,
    }),
  );
}

function card(ctx: AudioContext): void {
  const start = ctx.currentTime + 0.01;
  burst(ctx, start, 0.12, 0.25, { type: "highpass", frequency: 3000, q: 0.7 });
  burst(ctx, start + 0.015, 0.06, 0.15, { type: "lowpass", frequency: 600, q: 0.7 });
}

// When each kind of sound last started, on the context's clock.
const lastStarted = new Map<Cue, number>();

export function play(cue: Cue): void {
  const ctx = audio();
  if (!ctx) return;
  if (!spaced(cue, ctx.currentTime, lastStarted)) return;
  try {
    // A context made before the player's first click starts suspended; a later click resumes it.
    if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
    if (cue === "dice") dice(ctx);
    else card(ctx);
  } catch {
    // A sound that cannot be made is not worth an error on the table.
  }
}
