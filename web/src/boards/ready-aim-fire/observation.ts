// Ready Aim Fire's observation JSON (src/games/ready-aim-fire/json.cpp and json_derived.cpp),
// read defensively into what the board draws. A card the viewer may not know is "?" in the
// observation and stays "?" here: nothing is inferred about it.
import { list, num, str } from "../types";

export interface Slot {
  card: string; // "?" when face down to the viewer
  shaken: boolean;
  blown: boolean;
}

export interface Commander {
  card: string;
  rating: string; // "a/b", from the derived block
  rerollsLeft: number;
}

export interface Army {
  nation: string;
  breakpoint: { lost: number; limit: number; inPlay: boolean };
  stacks: Slot[][]; // by column; each stack bottom first, its top card last
  terrain: string[][]; // by column
  generals: (Commander | null)[]; // by column
  armyCommander: Commander | null;
  armyCommanderDead: boolean;
  armyCommanderStack: number; // the column the Army Commander took over, or -1
  // The commander designated as Army Commander before it is played (army_commander=secret or
  // random): its name for its owner, "?" for the other side, "" when none is designated.
  armyCommanderDesignated: string;
  cardLimits: number[];
  handArmy: string[]; // "?" for cards the viewer does not know
  handTactics: string[];
  reserve: number;
  discard: string[];
  eliminated: string[];
  setupPool: string[];
}

export interface RafTable {
  armies: [Army, Army];
  step: string;
  attacksLeft: number;
  tacticsDeck: number;
  tacticsDiscard: string[];
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const array = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const bool = (v: unknown): boolean => v === true;

function slots(v: unknown): Slot[] {
  return array(v).map((x) => {
    const s = record(x);
    return { card: str(s.card) || "?", shaken: bool(s.shaken), blown: bool(s.blown) };
  });
}

function commander(raw: unknown, derived: unknown): Commander | null {
  if (raw === null || raw === undefined) return null;
  const r = record(raw);
  const d = record(derived);
  return {
    card: str(r.card) || "?",
    rating: str(d.rating),
    rerollsLeft: num(d.rerolls_left, num(r.left)),
  };
}

function army(o: Record<string, unknown>, q: number): Army {
  const at = (key: string): unknown => array(o[key])[q];
  const d = record(array(record(o.derived).players)[q]);
  const bp = record(d.breakpoint);
  const derivedGenerals = array(d.generals);
  const acStack = num(at("ac_stack"));
  return {
    nation: str(d.nation),
    breakpoint: { lost: num(bp.lost), limit: num(bp.limit), inPlay: bool(bp.in_play) },
    stacks: array(at("stacks")).map(slots),
    terrain: array(at("terrain")).map(list),
    generals: array(at("generals")).map((g, c) => commander(g, derivedGenerals[c])),
    armyCommander: commander(at("army_commander"), d.army_commander),
    armyCommanderDead: bool(d.army_commander_dead),
    armyCommanderStack: acStack > 0 ? acStack - 1 : -1,
    armyCommanderDesignated: str(at("ac_designated")),
    cardLimits: array(d.card_limits).map((x) => num(x)),
    handArmy: slots(at("hand_army")).map((s) => s.card),
    handTactics: slots(at("hand_tactics")).map((s) => s.card),
    reserve: num(d.reserve_size, list(at("reserve")).length),
    discard: list(at("discard")),
    eliminated: list(at("eliminated")),
    setupPool: list(at("setup_pool")),
  };
}

export function readTable(o: Record<string, unknown>): RafTable {
  return {
    armies: [army(o, 0), army(o, 1)],
    step: str(o.step),
    attacksLeft: num(record(o.derived).attacks_left),
    tacticsDeck: list(o.tactics_deck).length,
    tacticsDiscard: list(o.tactics_discard),
  };
}

// The battalions still to place, grouped by kind in the order first met, with counts.
export function poolByKind(pool: readonly string[]): { kind: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const k of pool) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count }));
}
