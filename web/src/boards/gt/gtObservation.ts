import { list, lists, num, str } from "../types";

// A GT observation (the server's state JSON as one seat may see it) read into plain types.
// Hidden cards arrive as "?"; nothing here fills them in.
export interface GtUnit {
  name: string;
  dm: number;
  leader: string | null;
  terrain: string | null;
  label: string; // "P2 #3", as the action texts name it
}

export interface GtPlayer {
  index: number;
  units: GtUnit[];
  hand: string[];
  victoryUnits: string[];
  victoryLeaders: string[];
  seat: string; // in_play, destroyed, retired
}

export interface GtAttack {
  card: string | null;
  unit: number | null;
  targetPlayer: number | null;
  targetUnit: number | null;
}

export interface GtTable {
  players: GtPlayer[];
  armyDeck: number;
  battleDeck: number;
  discard: string[];
  spoils: string[];
  step: string;
  active: number;
  decider: number;
  attack: GtAttack;
}

const opt = (v: unknown): string | null => (typeof v === "string" ? v : null);
const optNum = (v: unknown): number | null => (typeof v === "number" ? v : null);

export function readGt(o: Record<string, unknown>): GtTable {
  const n = num(o.players, 2);
  const hands = lists(o.hands);
  const vu = lists(o.victory_units);
  const vl = lists(o.victory_leaders);
  const seats = list(o.seats);
  const units = Array.isArray(o.units) ? o.units : [];
  const players: GtPlayer[] = Array.from({ length: n }, (_, p) => ({
    index: p,
    units: (Array.isArray(units[p]) ? (units[p] as Record<string, unknown>[]) : []).map((u, i) => ({
      name: str(u.unit),
      dm: num(u.dm),
      leader: opt(u.leader),
      terrain: opt(u.terrain),
      label: `P${p + 1} #${i + 1}`,
    })),
    hand: hands[p] ?? [],
    victoryUnits: vu[p] ?? [],
    victoryLeaders: vl[p] ?? [],
    seat: seats[p] ?? "in_play",
  }));
  const a = (o.attack ?? {}) as Record<string, unknown>;
  return {
    players,
    armyDeck: list(o.army).length,
    battleDeck: list(o.deck).length,
    discard: list(o.discard),
    spoils: list(o.spoils),
    step: str(o.step),
    active: num(o.active),
    decider: num(o.decider),
    attack: {
      card: opt(a.card),
      unit: optNum(a.unit),
      targetPlayer: optNum(a.target_player),
      targetUnit: optNum(a.target_unit),
    },
  };
}

// GT seats alternate between the two sides: P1, P3, P5 against P2, P4, P6 (the `players`
// option's own description in the catalog).
export const sideOf = (player: number): number => player % 2;
