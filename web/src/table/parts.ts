// Where each legal action is played on the table, read only from its `parts` (never its text):
// the cards it uses are its sources, the card or place it acts on is its destination. A click on
// a card or a zone asks `clickOn` what that click means now.
import type { ActionParts, LegalAction } from "../protocol";

// A thing on the table a player can click: a card instance or a zone (with a slot, for stacks).
export type Spot = `card:${number}` | `zone:${string}` | `zone:${string}#${number}`;

export const cardSpot = (id: number): Spot => `card:${id}`;
export const zoneSpot = (zone: string, slot?: number): Spot =>
  slot === undefined || slot < 0 ? `zone:${zone}` : `zone:${zone}#${slot}`;

// `at` (docs/network.md): the zone an action acts on when its cards go elsewhere (a battery's
// target line, while the Cannon goes to the discard pile). Declared here until protocol.ts has it.
export type Parts = ActionParts & { at?: string };
const partsOf = (a: LegalAction): Parts => a.parts ?? { verb: "" };

// The place a click finishes the action on: the zone it acts on, else the zone its cards go to.
const placeZone = (p: Parts): string | undefined => p.at ?? p.to;

// The cards an action plays or names, in order.
export function cardsOf(a: LegalAction): number[] {
  const p = partsOf(a);
  return p.cards ?? (p.card === undefined ? [] : [p.card]);
}

// What a player clicks first: the action's cards, or, with no card, the zone it moves from when
// it also names where to (a stack attacking a stack).
export function sourcesOf(a: LegalAction): Spot[] {
  const cards = cardsOf(a);
  if (cards.length > 0) return cards.map(cardSpot);
  const p = partsOf(a);
  if (p.from && (placeZone(p) || p.target !== undefined)) return [zoneSpot(p.from)];
  return [];
}

// What the action acts on: its target cards and the zone it acts on or goes to (and the slot);
// a click on any of them finishes the action. An action whose cards simply go to their usual place (a deploy to
// the line) has one destination and is played from its card with one click.
export function destinationsOf(a: LegalAction): Spot[] {
  const p = partsOf(a);
  const targets = p.targets ?? (p.target === undefined ? [] : [p.target]);
  const out = targets.map(cardSpot);
  const place = placeZone(p);
  if (place) {
    if (p.slot !== undefined) out.push(zoneSpot(place, p.slot));
    out.push(zoneSpot(place));
  }
  // With no target and no place, the card that carries it out (the unit that attacks with
  // the card played) is where the player says which.
  if (out.length === 0 && p.by !== undefined) out.push(cardSpot(p.by));
  return out;
}

// The one place that tells two actions of the same source apart: the card they act on if they
// name one, else the zone and slot they go to.
function placeOf(a: LegalAction): string {
  const p = partsOf(a);
  const target = p.targets?.[0] ?? p.target;
  if (target !== undefined) return cardSpot(target);
  const place = placeZone(p);
  if (place) return zoneSpot(place, p.slot);
  return p.by === undefined ? "none" : cardSpot(p.by);
}

// The actions of a selected source that go nowhere on the table (Ready Aim Fire's Commander
// card named army commander, while the same card may also go to any stack as a general): no
// place lights up for them, so the prompt offers them beside "choose a highlighted place".
export function unplacedFrom(legal: readonly LegalAction[], spot: Spot): LegalAction[] {
  return legal.filter((a) => sourcesOf(a).includes(spot) && destinationsOf(a).length === 0);
}

// An action with no place on the table (pass, done, end attacks) stays in the action bar.
export const placeless = (a: LegalAction): boolean =>
  sourcesOf(a).length === 0 && destinationsOf(a).length === 0;

export type Click =
  | { kind: "play"; action: LegalAction }
  | { kind: "choose"; actions: LegalAction[] } // several actions start and end here
  | { kind: "select"; spot: Spot } // a source whose actions go to several places
  | { kind: "none" };

// The meaning of clicking `spot` while `selected` (a source chosen before) or nothing is chosen.
export function clickOn(legal: readonly LegalAction[], spot: Spot, selected: Spot | null): Click {
  if (selected !== null && selected !== spot) {
    const here = legal.filter(
      (a) => sourcesOf(a).includes(selected) && destinationsOf(a).includes(spot),
    );
    if (here.length > 0) return decide(here);
  }
  const from = legal.filter((a) => sourcesOf(a).includes(spot));
  if (from.length > 0) {
    const places = new Set(from.map(placeOf));
    // One place for all of them (or none): a click plays, or offers the few ways to play it.
    if (places.size === 1) return decide(from);
    return { kind: "select", spot };
  }
  // Actions that only name a place (choose whom to attack, put the battalion in hand here).
  const to = legal.filter((a) => sourcesOf(a).length === 0 && destinationsOf(a).includes(spot));
  if (to.length > 0) return decide(to);
  return { kind: "none" };
}

const decide = (actions: LegalAction[]): Click =>
  actions.length === 1 ? { kind: "play", action: actions[0]! } : { kind: "choose", actions };

// What to highlight: every source while nothing is selected (and every place an action names
// alone); with a selection, the places its actions reach.
export function highlights(
  legal: readonly LegalAction[],
  selected: Spot | null,
): { sources: Set<Spot>; destinations: Set<Spot> } {
  const sources = new Set<Spot>();
  const destinations = new Set<Spot>();
  for (const a of legal) {
    const src = sourcesOf(a);
    if (selected !== null) {
      if (src.includes(selected)) for (const d of destinationsOf(a)) destinations.add(d);
    } else if (src.length > 0) {
      for (const s of src) sources.add(s);
    } else {
      for (const d of destinationsOf(a)) destinations.add(d);
    }
  }
  return { sources, destinations };
}

// Verbs whose effect cannot be taken back by the player: the board asks before playing them.
const IRREVERSIBLE = new Set(["discard"]);
export const needsConfirm = (a: LegalAction): boolean => IRREVERSIBLE.has(partsOf(a).verb);
