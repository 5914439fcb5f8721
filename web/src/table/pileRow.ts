// What a pile with cards to choose draws in its row. A pile is drawn as one row (a discard pile
// of nine battalions wrapped to a second row and pushed a page past its window), so the row
// holds one card of each kind on offer, marked with how many of that kind the pile holds, and
// the pile's other cards fold under one disclosure. A kind is on offer when one of its cards may
// be chosen now, or, while the pile is folded by class (fold.ts), every kind in it: the player
// then sees the whole army to place, a kind a card, behind the class buttons.
import type { CardView } from "../protocol";

export type RowCard = { card: CardView; copies: number };

// Cards of one kind: the same name and facts (the slot and id differ from copy to copy).
const kindOf = (c: CardView): string => JSON.stringify([c.name ?? "", c.facts ?? {}]);

export function pileRow(
  cards: readonly CardView[],
  isPlayable: (c: CardView) => boolean,
  everyKindOnOffer: boolean,
): { row: RowCard[]; folded: CardView[] } {
  // Every card that may be chosen has its own place in the row (each is its own action); a copy
  // that may not is counted with the first of its kind in the row.
  const row: RowCard[] = [];
  const firstOf = new Map<string, RowCard>();
  for (const c of cards) {
    if (!isPlayable(c)) continue;
    const entry = { card: c, copies: 1 };
    row.push(entry);
    if (!firstOf.has(kindOf(c))) firstOf.set(kindOf(c), entry);
  }
  const folded: CardView[] = [];
  for (const c of cards) {
    if (isPlayable(c)) continue;
    const k = kindOf(c);
    const entry = firstOf.get(k);
    if (entry) entry.copies++;
    else if (everyKindOnOffer) {
      const own = { card: c, copies: 1 };
      row.push(own);
      firstOf.set(k, own);
    } else folded.push(c);
  }
  return { row, folded };
}
