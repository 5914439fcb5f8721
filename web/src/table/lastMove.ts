import type { BoardView } from "../protocol";

// The cards the last change of the board touched, by instance id: each that changed zone or slot,
// facts or markers, or that turned up with an id it did not show before (a card played from a
// hidden hand). The board marks them so a player sees at a glance what the last move did. The
// first board of a page has no last move.
export function changedCards(before: BoardView | undefined, after: BoardView): Set<number> {
  const changed = new Set<number>();
  if (!before) return changed;
  const places = (b: BoardView) => {
    const at = new Map<number, string>();
    for (const z of b.zones) {
      for (const c of z.cards) {
        if (c.id === undefined || c.id < 0) continue;
        at.set(c.id, JSON.stringify([z.id, c.slot ?? -1, c.facts ?? {}, c.marks ?? []]));
      }
    }
    return at;
  };
  const was = places(before);
  for (const [id, now] of places(after)) if (was.get(id) !== now) changed.add(id);
  return changed;
}
