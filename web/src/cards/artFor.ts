// The picture of a card of a game, from its facts (art.ts); undefined for a game or card with no
// picture of its own (the card is then drawn as before, text only).
import type { Art, Facts } from "./art";
import { gtArt } from "./gt";
import { musketsArt } from "./muskets";
import { rafArt } from "./raf";
import { volleyArt } from "./volley";

const GAMES: Record<string, (facts: Facts) => Art | undefined> = {
  muskets: musketsArt,
  volley: volleyArt,
  gt: gtArt,
  "ready-aim-fire": rafArt,
};

export function artFor(game: string, facts: Facts): Art | undefined {
  return GAMES[game.split(":")[0] ?? ""]?.(facts);
}
