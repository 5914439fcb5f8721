// Volley's ten suits (`suit`: IU, IW, CU, CW, AU, AW, L, S, M, D) as symbols: a unit suit is a
// unit symbol, the others a round suit mark.
import type { Art, Facts, SuitKind, Symbol } from "./art";
import { str } from "./art";

const SUITS: Record<string, Symbol> = {
  IU: { frame: "unit", arm: "infantry" },
  CU: { frame: "unit", arm: "cavalry" },
  AU: { frame: "unit", arm: "artillery" },
  IW: { frame: "suit", suit: "infantry-weapon" },
  CW: { frame: "suit", suit: "cavalry-weapon" },
  AW: { frame: "suit", suit: "artillery-weapon" },
  L: { frame: "leader" },
  S: { frame: "suit", suit: "strategy" },
  M: { frame: "suit", suit: "morale" },
  D: { frame: "suit", suit: "defense" },
};

export function volleyArt(facts: Facts): Art | undefined {
  const symbol = SUITS[str(facts.suit)];
  return symbol ? { symbol } : undefined;
}

const WORDS: Record<string, string> = {
  IU: "Infantry Unit",
  IW: "Infantry Weapon",
  CU: "Cavalry Unit",
  CW: "Cavalry Weapon",
  AU: "Artillery Unit",
  AW: "Artillery Weapon",
  L: "Leader",
  S: "Strategy",
  M: "Morale",
  D: "Defense",
};
export const volleyLegend: { art: Art; meaning: string }[] = Object.entries(SUITS).map(
  ([code, symbol]) => ({ art: { symbol }, meaning: `${WORDS[code]} suit` }),
);
export type { SuitKind };
