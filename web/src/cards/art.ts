// What a card's picture shows, decided from the seat view's structured facts alone (never from a
// card's name or text): a unit symbol, a leader's flag, an order, a tactic, a terrain, a suit or
// a battle card, with badges for what lies on it and, for a Ready Aim Fire battalion, its morale.
// Each game's mapping is in its own file (muskets.ts, volley.ts, gt.ts, raf.ts).
import type { Fact } from "../protocol";

// The arms a unit symbol draws (UnitSymbol.tsx), in the manner of military map symbols.
export type Arm =
  | "infantry"
  | "light-infantry"
  | "cavalry"
  | "heavy-cavalry"
  | "light-cavalry"
  | "lancer"
  | "dragoon"
  | "artillery"
  | "horse-artillery";

export type OrderKind = "ready" | "aim" | "fire";
export type TerrainKind = "woods" | "hills" | "redoubt" | "river" | "bridge" | "terrain";
// A tactic's picture tells what it is for; a few have a picture of their own.
export type TacticKind =
  "draw" | "attack" | "combat" | "defence" | "square" | "scouts" | "sniper" | "column" | "tactic";
// Volley's suits.
export type SuitKind =
  | "infantry-unit"
  | "infantry-weapon"
  | "cavalry-unit"
  | "cavalry-weapon"
  | "artillery-unit"
  | "artillery-weapon"
  | "leader"
  | "strategy"
  | "morale"
  | "defense";
// GT's Battle cards.
export type BattleKind =
  "shoot" | "melee" | "opportunity" | "defense" | "leader" | "terrain" | "event";
export type Badge = "leader" | "terrain" | "scouts";

export type Symbol =
  | { frame: "unit"; arm: Arm }
  | { frame: "leader"; rating?: string }
  | { frame: "order"; order: OrderKind }
  | { frame: "tactic"; tactic: TacticKind }
  | { frame: "terrain"; terrain: TerrainKind }
  | { frame: "suit"; suit: SuitKind }
  | { frame: "battle"; battle: BattleKind };

export interface Art {
  symbol: Symbol;
  badges?: Badge[];
  // A Ready Aim Fire battalion's morale: the 2D6 totals (2-12) at which its check passes.
  morale?: number;
}

export type Facts = Readonly<Record<string, Fact>>;

export const str = (v: Fact | undefined): string => (typeof v === "string" ? v : "");
