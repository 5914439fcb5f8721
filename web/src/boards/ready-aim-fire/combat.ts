// The last combat as the event log told it: the attacker's and the defender's roll (dice,
// modifiers, totals, as the server reported them) and the result line that followed. The rolls
// are the "attack roll of ..." and "defence roll of ..." events the engine writes for every
// combat (src/games/ready-aim-fire/rules_combat.cpp); the client adds nothing but the
// difference of the two totals.
import type { GameEvent, RollData } from "../../protocol";

export interface CombatReport {
  attack: RollData;
  defence: RollData;
  attacker?: number; // the attacker's seat, as the roll event names it
  difference: number;
  result?: string; // the outcome row, e.g. "+2: Defender Line routs (L93-105)"
  final: boolean; // false while a general may still re-roll
}

const label = (e: GameEvent): string => (e.kind === "roll" ? (e.data.label ?? "") : "");

export function lastCombat(events: readonly GameEvent[]): CombatReport | undefined {
  for (let i = events.length - 1; i > 0; i--) {
    const d = events[i]!;
    if (!label(d).startsWith("defence roll of")) continue;
    const a = events[i - 1]!;
    if (!label(a).startsWith("attack roll of")) continue;
    const after = events.slice(i + 1);
    const next = after.findIndex((e) => label(e).startsWith("attack roll of"));
    const tail = next < 0 ? after : after.slice(0, next);
    const result = tail.find((e) => e.kind === "result")?.text;
    return {
      attack: a.data,
      defence: d.data,
      attacker: a.player ?? undefined,
      difference: (a.data.total ?? 0) - (d.data.total ?? 0),
      result,
      final: !(d.data.outcome ?? "").includes("before any re-roll"),
    };
  }
  return undefined;
}
