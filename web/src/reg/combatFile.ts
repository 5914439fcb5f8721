import type { ARMOURS, COMBAT_FORMATIONS, QUALITIES, TROOP_TYPES } from "./vocabulary";

// One combat file of a `claims`/`roll`/`odds combat` request (docs/reg.md, "Combat file fields").
export interface CombatFile {
  type: (typeof TROOP_TYPES)[number];
  formation: (typeof COMBAT_FORMATIONS)[number];
  quality: (typeof QUALITIES)[number];
  armour: (typeof ARMOURS)[number];
  chars: string[];
  ranks: number;
  bases: number;
  wounds: number;
}

export const newFile = (): CombatFile => ({
  type: "foot",
  formation: "close",
  quality: "average",
  armour: "unarmoured",
  chars: [],
  ranks: 2,
  bases: 4,
  wounds: 0,
});

// The file as the request carries it; the unit's size and wounds only where a roll needs them.
export function fileRequest(f: CombatFile, withUnit: boolean): Record<string, unknown> {
  const { bases, wounds, ...rest } = f;
  return withUnit ? { ...rest, bases, wounds } : rest;
}
