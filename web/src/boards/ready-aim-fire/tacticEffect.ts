// What a tactic card does, as the server said it: every play of a tactic is narrated as
// "<player> plays <card>: <what it does>" with the card's name in the event data. The client
// keeps no card texts of its own; for a card not yet played the board asks the server's card
// text (useCardTexts).
import type { GameEvent } from "../../protocol";

// The card a "play ..." text names: the longest of `cards` it starts with.
export function tacticOf(text: string, cards: readonly string[]): string | undefined {
  return [...cards]
    .sort((a, b) => b.length - a.length)
    .find((c) => text === `play ${c}` || text.startsWith(`play ${c} `));
}

export function tacticEffect(
  text: string,
  cards: readonly string[],
  events: readonly GameEvent[],
): string | undefined {
  const card = tacticOf(text, cards);
  if (card === undefined) return undefined;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind !== "play" || e.data.card !== card) continue;
    const at = e.text.indexOf(`${card}: `);
    if (at >= 0) return e.text.slice(at + card.length + 2);
  }
  return undefined;
}
