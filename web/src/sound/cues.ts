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
