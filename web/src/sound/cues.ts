// Which sound, if any, a batch of new events calls for: the rattle of dice for a roll, the snap
// of a card for a card put into play. One of each per batch at most, so a bot's turn of ten
// events is not ten sounds over each other.
import type { GameEvent } from "../protocol";

export type Cue = "dice" | "card";

// The engine's event kinds (src/core/event.h) that put a card on the table or in a pile.
const CARD_KINDS = new Set(["play", "discard", "reinforce", "attach", "reserve"]);

export function cuesFor(events: readonly GameEvent[], after: number): Cue[] {
  const fresh = events.filter((e) => e.n > after);
  const cues: Cue[] = [];
  if (fresh.some((e) => CARD_KINDS.has(e.kind))) cues.push("card");
  if (fresh.some((e) => e.kind === "roll")) cues.push("dice");
  return cues;
}

// The least time between two sounds of one kind, in seconds: batches can follow each other
// within a few milliseconds (a forced move played for you, then the bot's reply), and three card
// sounds in 0.13 s were heard as one clatter (e2e/sound.test.mjs), so a sound that would start
// on the heels of the last of its kind is left out; dice wait for the last roll to end.
const LEAST_GAP: Record<Cue, number> = { card: 0.15, dice: 0.35 };

// Whether `cue` may sound at `now` (seconds) given when each kind last sounded; records it if so.
export function spaced(cue: Cue, now: number, last: Map<Cue, number>): boolean {
  const before = last.get(cue);
  if (before !== undefined && now - before < LEAST_GAP[cue]) return false;
  last.set(cue, now);
  return true;
}
