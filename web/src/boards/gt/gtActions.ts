// Puts each legal GT action where a player would click it. An action names at most a card of
// the deciding hand (or the Spoils), the unit or player it goes to, and for a Leader's move the
// unit it leaves. An action with a card and a target is two clicks: the card (its "source"),
// then the target; with only a card, one click on the card; with only a target (choosing whom
// to attack, which light troops screen), one click on the target. The rest stay in the action bar.
import type { LegalAction } from "../../protocol";
import type { GtTable } from "./gtObservation";

export interface Placed {
  action: LegalAction;
  source: string | null; // a card name, or "leader@P1 #2" for the Leader on that unit
  target: string | null; // a unit label "P2 #1" or a player "Player 2"
}

export function placeActions(
  table: GtTable,
  hand: readonly string[],
  legal: readonly LegalAction[],
): Placed[] {
  const cards = [...new Set([...hand, ...table.spoils])].sort((a, b) => b.length - a.length);
  const unitTexts = table.players
    .flatMap((p) => p.units.map((u) => ({ text: `${u.name} (${u.label})`, label: u.label })))
    .sort((a, b) => b.text.length - a.text.length);
  return legal.map((action) => {
    const move = /^move .+ from (.+) to (.+)$/.exec(action.text);
    if (move) {
      const from = unitTexts.find((u) => u.text === move[1]);
      const to = unitTexts.find((u) => u.text === move[2]);
      if (from && to) return { action, source: `leader@${from.label}`, target: to.label };
    }
    // Take the unit names out first, so a card whose name is part of a unit's is not found there.
    let rest = ` ${action.text} `;
    const units: string[] = [];
    for (const u of unitTexts) {
      while (rest.includes(u.text)) {
        units.push(u.label);
        rest = rest.replace(u.text, " ");
      }
    }
    const player = /\b(Player \d+)\b/.exec(rest)?.[1] ?? null;
    const source = cards.find((c) => rest.includes(` ${c} `)) ?? null;
    const target = units[units.length - 1] ?? player;
    return { action, source, target };
  });
}
