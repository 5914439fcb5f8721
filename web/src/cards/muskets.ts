// Muskets' cards by their `role` (docs/network.md): units, the General and the three orders.
import type { Art, Facts, OrderKind, Symbol } from "./art";
import { str } from "./art";

const ROLES: Record<string, Symbol> = {
  infantry: { frame: "unit", arm: "infantry" },
  cavalry: { frame: "unit", arm: "cavalry" },
  cannon: { frame: "unit", arm: "artillery" },
  general: { frame: "leader" },
};
const ORDERS = new Set<string>(["ready", "aim", "fire"]);

export function musketsArt(facts: Facts): Art | undefined {
  const role = str(facts.role);
  const symbol: Symbol | undefined = ORDERS.has(role)
    ? { frame: "order", order: role as OrderKind }
    : ROLES[role];
  if (!symbol) return undefined;
  return facts.scouts === true ? { symbol, badges: ["scouts"] } : { symbol };
}

export const musketsLegend: { art: Art; meaning: string }[] = [
  { art: { symbol: ROLES.infantry! }, meaning: "Infantry (its Force below its name)" },
  { art: { symbol: ROLES.cavalry! }, meaning: "Cavalry" },
  { art: { symbol: ROLES.cannon! }, meaning: "Cannon" },
  { art: { symbol: ROLES.general! }, meaning: "General" },
  { art: { symbol: { frame: "order", order: "ready" } }, meaning: "Ready order" },
  { art: { symbol: { frame: "order", order: "aim" } }, meaning: "Aim order" },
  { art: { symbol: { frame: "order", order: "fire" } }, meaning: "Fire order" },
  {
    art: { symbol: ROLES.infantry!, badges: ["scouts"] },
    meaning: "The eye: a card that scouts",
  },
];
