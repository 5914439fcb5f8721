// Cards that move between zones glide from where they were to where they are now ("FLIP": the
// element is drawn at its new place, then shifted back to the old one and let go). A card is
// followed by its instance id (`data-card-id`), which the seat view keeps for the whole game, so
// a Guard Infantry deployed from the hand to the line moves, while a back that is turned up
// somewhere else is new (it had no id) and is dealt in by the CSS instead.

export interface Box {
  left: number;
  top: number;
}

export interface Move {
  id: string;
  dx: number;
  dy: number;
}

// Shorter moves than this are a zone growing by a card, not a card changing place.
export const MIN_DISTANCE = 24;
export const DURATION_MS = 260;

// What moved between two layouts of the same cards: each id in both, shifted by at least
// MIN_DISTANCE, with the offset from its new place back to its old one.
export function plannedMoves(before: ReadonlyMap<string, Box>, after: ReadonlyMap<string, Box>) {
  const moves: Move[] = [];
  for (const [id, now] of after) {
    const was = before.get(id);
    if (!was) continue;
    const dx = was.left - now.left;
    const dy = was.top - now.top;
    if (Math.hypot(dx, dy) >= MIN_DISTANCE) moves.push({ id, dx, dy });
  }
  return moves;
}

// Whether cards should move at all: not when the page's Animations setting is off (the body's
// `no-animations`) or the browser asks for reduced motion.
export function motionAllowed(doc: Document): boolean {
  if (doc.body.classList.contains("no-animations")) return false;
  const media = doc.defaultView?.matchMedia?.("(prefers-reduced-motion: reduce)");
  return !media?.matches;
}

// Where every card with an id is on the page now (its first element when a card is drawn twice).
export function cardBoxes(root: ParentNode): Map<string, Box> {
  const boxes = new Map<string, Box>();
  for (const el of Array.from(root.querySelectorAll<HTMLElement>("[data-card-id]"))) {
    const id = el.dataset.cardId;
    if (!id || boxes.has(id)) continue;
    const r = el.getBoundingClientRect();
    boxes.set(id, { left: r.left + window.scrollX, top: r.top + window.scrollY });
  }
  return boxes;
}
