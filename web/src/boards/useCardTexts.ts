import { useEffect, useState } from "react";

import { api } from "../net/api";

// What cards do, asked of the server (POST /api/card) once per game and card and kept for the
// page's life: the client holds no card texts of its own.
const known = new Map<string, string>();
const key = (game: string, card: string) => `${game.split(":")[0]}\n${card}`;

export function useCardTexts(game: string, cards: readonly string[]): Record<string, string> {
  const [, setFetched] = useState(0);
  const wanted = cards.filter((c) => !known.has(key(game, c)));
  useEffect(() => {
    let live = true;
    for (const card of wanted) {
      api
        .card(game, card)
        .then((r) => {
          known.set(key(game, card), r.text);
          if (live) setFetched((n) => n + 1);
        })
        .catch(() => undefined); // no text: the board shows the card without one
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game, wanted.join("\n")]);
  const out: Record<string, string> = {};
  for (const c of cards) {
    const text = known.get(key(game, c));
    if (text !== undefined) out[c] = text;
  }
  return out;
}
