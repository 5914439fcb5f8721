// A board with many things to click at once (Ready Aim Fire's Reinforce phase: every battalion
// in hand, every battalion that may move between stacks and every stack that may be
// reorganised, 25 and more) folds what lies in the stacks behind one button per line, and a line
// with many behind one button per stack: the player opens the line, then a stack, then clicks
// as before. GT's units in play fold behind their zone (two enemies' eleven units to attack).
// The cards of a pile fold by their class (Ready Aim Fire's setup: ten and more kinds of
// battalion to place fold into infantry, cavalry and artillery). What lies elsewhere (the hand) is never folded, and a board with few things to
// click folds nothing. The fold only changes which buttons are shown first; every action stays
// one click on its card or place away once its line and stack are open.
import type { BoardView } from "../protocol";
import { cardSpot, zoneSpot, type Spot } from "./parts";

// At most this many things on the board to click at once: with the action bar's one or two
// choices, Hint, Undo and the status bar's Phase help, a screen keeps to 12 buttons.
export const BOARD_BUDGET = 8;

// The groups a spot lies in, coarsest first: a card in a stack, or the stack itself, lies in its
// owner's line ("line:<owner>") and in its stack (the stack's zone spot); a card in a line zone
// (GT's units in play), or the zone itself, lies in that zone; a card in a pile with a `class`
// fact lies in that pile's class (`pileGroup`). Other spots lie in none.
export type GroupsOf = (spot: Spot) => readonly string[];

// The group of a pile's cards of one class, and the classes folded in a pile with their counts.
export const pileGroup = (zone: string, cls: string): string => `class:${zone}:${cls}`;
export function pileGroupsOf(
  zone: string,
  groups: ReadonlyMap<string, number>,
): { group: string; cls: string; count: number }[] {
  const prefix = `class:${zone}:`;
  return [...groups]
    .filter(([g]) => g.startsWith(prefix))
    .map(([group, count]) => ({ group, cls: group.slice(prefix.length), count }));
}

export function groupsOnBoard(board: BoardView): GroupsOf {
  const groups = new Map<string, string[]>();
  for (const z of board.zones) {
    if (z.kind === "pile") {
      for (const c of z.cards) {
        const cls = c.facts?.class;
        if (c.id !== undefined && typeof cls === "string")
          groups.set(cardSpot(c.id), [pileGroup(z.id, cls)]);
      }
      continue;
    }
    if (z.kind !== "stack" && z.kind !== "line") continue;
    const path = z.kind === "stack" ? [`line:${z.owner ?? -1}`, zoneSpot(z.id)] : [zoneSpot(z.id)];
    groups.set(zoneSpot(z.id), path);
    for (const c of z.cards) if (c.id !== undefined) groups.set(cardSpot(c.id), path);
  }
  return (spot) => groups.get(spot.replace(/#\d+$/, "")) ?? [];
}

// The spots shown at the open group (`open`: the groups opened so far, coarsest first), the
// groups shown as buttons instead of what they hold, each with how many spots it holds, and the
// path of groups the shown level lies under (`open`, or deeper: see below), to which a group
// opened next is added.
export function fold(
  spots: ReadonlySet<Spot>,
  open: readonly string[],
  groupsOf: GroupsOf,
  // An open group shows a Cancel button in the board's prompt: one fewer for the board.
  budget: number = open.length > 0 ? BOARD_BUDGET - 1 : BOARD_BUDGET,
): { shown: Set<Spot>; groups: Map<string, number>; path: string[] } {
  const under = [...spots].filter((s) => open.every((g, i) => groupsOf(s)[i] === g));
  const shown = new Set<Spot>();
  const groups = new Map<string, number>();
  if (under.length <= budget) {
    for (const s of under) shown.add(s);
    return { shown, groups, path: [...open] };
  }
  for (const s of under) {
    const g = groupsOf(s)[open.length];
    if (g === undefined) shown.add(s);
    else groups.set(g, (groups.get(g) ?? 0) + 1);
  }
  // Everything in one group: folding it into one button would only add a click. The level under
  // it is folded instead (Ready Aim Fire's Reinforce with nothing to place from the hand: 16
  // battalions and 5 stacks of our line, 23 buttons, become the 5 stacks), and when there is
  // none (Muskets' casualties, all in one line), nothing is folded.
  if (groups.size === 1 && shown.size === 0) {
    const [only] = groups.keys();
    const deeper = fold(spots, [...open, only!], groupsOf, budget);
    if (deeper.groups.size > 0) return deeper;
    return { shown: new Set(under), groups: new Map(), path: [...open] };
  }
  // A group that holds a single spot is that spot.
  for (const [g, n] of groups) {
    if (n > 1) continue;
    groups.delete(g);
    for (const s of under) if (groupsOf(s)[open.length] === g) shown.add(s);
  }
  return { shown, groups, path: [...open] };
}
