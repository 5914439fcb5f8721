import type { RegReply } from "../net/reg";
import {
  ARMOURS,
  CHARACTERISTICS,
  COMBAT_FORMATIONS,
  CONTACTS,
  GENERALS,
  PHASES,
  QUALITIES,
  TERRAINS,
  TROOP_TYPES,
} from "./vocabulary";

// One combat file of a `claims`/`roll`/`odds combat` request (docs/reg.md, "Combat file fields"),
// with the situational claims the sheet lists: the edge the enemy touches (a flank or rear
// charge, lines 186 and 205), a general fighting in the file (187, 206), how terrain affects the
// file (its opponent claims, 192-193 and 209-210) and uphill (195, 211).
export interface CombatFile {
  type: (typeof TROOP_TYPES)[number];
  formation: (typeof COMBAT_FORMATIONS)[number];
  quality: (typeof QUALITIES)[number];
  armour: (typeof ARMOURS)[number];
  chars: string[];
  ranks: number;
  contact: (typeof CONTACTS)[number];
  general: (typeof GENERALS)[number];
  terrain: (typeof TERRAINS)[number];
  uphill: boolean;
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
  contact: "front",
  general: "none",
  terrain: "unaffected",
  uphill: false,
  bases: 4,
  wounds: 0,
});

// The file as the request carries it; the unit's size and wounds only where a roll needs them.
export function fileRequest(f: CombatFile, withUnit: boolean): Record<string, unknown> {
  const { bases, wounds, ...rest } = f;
  return withUnit ? { ...rest, bases, wounds } : rest;
}

// The whole claims form: the phase, whether the combat is in good going (lines 189, 194), and
// the two files.
export interface ClaimsForm {
  phase: (typeof PHASES)[number];
  good_going: boolean;
  a: CombatFile;
  b: CombatFile;
}

export const newClaimsForm = (): ClaimsForm => ({
  phase: "charge",
  good_going: true,
  a: newFile(),
  b: newFile(),
});

export type CombatCalc = "claims" | "roll" | "odds";

// The request each of the form's three buttons sends: claims without the units, a roll and the
// odds of the combat with them (the odds need the target's size and wounds).
export function claimsRequest(
  calc: CombatCalc,
  form: ClaimsForm,
): Record<string, unknown> & {
  calc: string;
} {
  const withUnit = calc !== "claims";
  return {
    calc,
    ...(calc === "odds" ? { of: "combat" } : {}),
    phase: form.phase,
    good_going: form.good_going,
    a: fileRequest(form.a, withUnit),
    b: fileRequest(form.b, withUnit),
  };
}

// The form after a roll: each file's Wounds field takes the wounds its unit has now (file a's
// unit is hit by file b's dice: `b.a_unit`, and the other way round). A reply without a unit
// change leaves the field as it was.
export function afterRoll(form: ClaimsForm, reply: RegReply | undefined): ClaimsForm {
  const woundsNow = (by: "a" | "b", unit: "a_unit" | "b_unit", was: CombatFile): number => {
    const side = reply?.[by] as Record<string, unknown> | undefined;
    const change = side?.[unit] as { wounds_after?: unknown } | null | undefined;
    const w = change?.wounds_after;
    return typeof w === "number" && Number.isInteger(w) && w >= 0
      ? Math.min(w, MAX_WOUNDS)
      : was.wounds;
  };
  return {
    ...form,
    a: { ...form.a, wounds: woundsNow("b", "a_unit", form.a) },
    b: { ...form.b, wounds: woundsNow("a", "b_unit", form.b) },
  };
}

export const MAX_WOUNDS = 40;
export const MAX_BASES = 12;

// A stored form read back: every field checked against the request vocabulary and its range,
// anything missing or out of place (an older page, a hand-edited store) replaced by the default.
export function checkedForm(raw: unknown): ClaimsForm {
  const o = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const fresh = newClaimsForm();
  return {
    phase: oneOf(o.phase, PHASES, fresh.phase),
    good_going: typeof o.good_going === "boolean" ? o.good_going : fresh.good_going,
    a: checkedFile(o.a),
    b: checkedFile(o.b),
  };
}

function checkedFile(raw: unknown): CombatFile {
  const o = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const d = newFile();
  const known = CHARACTERISTICS as readonly string[];
  return {
    type: oneOf(o.type, TROOP_TYPES, d.type),
    formation: oneOf(o.formation, COMBAT_FORMATIONS, d.formation),
    quality: oneOf(o.quality, QUALITIES, d.quality),
    armour: oneOf(o.armour, ARMOURS, d.armour),
    chars: Array.isArray(o.chars)
      ? [...new Set(o.chars.filter((c): c is string => typeof c === "string" && known.includes(c)))]
      : d.chars,
    ranks: count(o.ranks, 1, 6, d.ranks),
    contact: oneOf(o.contact, CONTACTS, d.contact),
    general: oneOf(o.general, GENERALS, d.general),
    terrain: oneOf(o.terrain, TERRAINS, d.terrain),
    uphill: typeof o.uphill === "boolean" ? o.uphill : d.uphill,
    bases: count(o.bases, 1, MAX_BASES, d.bases),
    wounds: count(o.wounds, 0, MAX_WOUNDS, d.wounds),
  };
}

function oneOf<T extends string>(v: unknown, choices: readonly T[], fallback: T): T {
  return typeof v === "string" && (choices as readonly string[]).includes(v) ? (v as T) : fallback;
}

function count(v: unknown, min: number, max: number, fallback: number): number {
  return typeof v === "number" && Number.isInteger(v) && v >= min && v <= max ? v : fallback;
}

// Kept in the browser like the turn tracker's session (useTableSession), so a phone that
// reloads mid-combat finds the files as they were.
export const CLAIMS_FORM_KEY = "bivouac.reg.claims";

export interface FormStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function loadClaimsForm(store: FormStore = localStorage): ClaimsForm {
  try {
    const raw = store.getItem(CLAIMS_FORM_KEY);
    return raw ? checkedForm(JSON.parse(raw)) : newClaimsForm();
  } catch {
    return newClaimsForm();
  }
}

export function saveClaimsForm(form: ClaimsForm, store: FormStore = localStorage): void {
  try {
    store.setItem(CLAIMS_FORM_KEY, JSON.stringify(form));
  } catch {
    // A full or refused store only costs the reload its memory; the form keeps working.
  }
}
