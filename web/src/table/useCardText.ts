import { useEffect, useState } from "react";

import { api } from "../net/api";

// A card's text, asked of the server (POST /api/card, the terminal's `card NAME`) the first time
// it is wanted and kept for the page's life: the client holds no card texts of its own.
const known = new Map<string, string>();
const key = (game: string, card: string) => `${game.split(":")[0]}\n${card}`;

export function useCardText(game: string, card: string | undefined): string | undefined {
  const [, setFetched] = useState(0);
  const k = card === undefined ? undefined : key(game, card);
  useEffect(() => {
    if (k === undefined || card === undefined || known.has(k)) return;
    let live = true;
    api
      .card(game, card)
      .then((r) => {
        known.set(k, r.text);
        if (live) setFetched((n) => n + 1);
      })
      .catch(() => undefined); // no text: the card is shown without one
    return () => {
      live = false;
    };
  }, [game, card, k]);
  return k === undefined ? undefined : known.get(k);
}
