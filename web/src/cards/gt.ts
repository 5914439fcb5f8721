// GT's units by their `class`, with badges for a Leader or Terrain lying on them; Battle cards
// by their `kind`. Defense and Attack are badges on their facts (FactBadge.tsx).
import type { Arm, Art, BattleKind, Badge, Facts } from "./art";
import { str } from "./art";

const CLASSES: Record<string, Arm> = {
  "Line Infantry": "infantry",
  "Light Infantry": "light-infantry",
  Artillery: "artillery",
  "Heavy Cavalry": "heavy-cavalry",
  "Light Cavalry": "light-cavalry",
};
const KINDS = new Set<string>([
  "shoot",
  "melee",
  "opportunity",
  "defense",
  "leader",
  "terrain",
  "event",
]);

export function gtArt(facts: Facts): Art | undefined {
  const arm = CLASSES[str(facts.class)];
  if (arm) {
    const badges: Badge[] = [];
    if (str(facts.leader)) badges.push("leader");
    if (str(facts.terrain)) badges.push("terrain");
    return { symbol: { frame: "unit", arm }, badges };
  }
  const kind = str(facts.kind);
  if (KINDS.has(kind)) return { symbol: { frame: "battle", battle: kind as BattleKind } };
  return undefined;
}

export const gtLegend: { art: Art; meaning: string }[] = [
  ...Object.entries(CLASSES).map(([cls, arm]) => ({
    art: { symbol: { frame: "unit" as const, arm } },
    meaning: cls,
  })),
  {
    art: { symbol: { frame: "unit", arm: "infantry" }, badges: ["leader", "terrain"] },
    meaning: "A unit with a Leader (flag) and a Terrain (hill) on it",
  },
  { art: { symbol: { frame: "battle", battle: "shoot" } }, meaning: "Shoot card" },
  { art: { symbol: { frame: "battle", battle: "melee" } }, meaning: "Melee card" },
  { art: { symbol: { frame: "battle", battle: "opportunity" } }, meaning: "Opportunity card" },
  { art: { symbol: { frame: "battle", battle: "defense" } }, meaning: "Defense card" },
  { art: { symbol: { frame: "battle", battle: "leader" } }, meaning: "Leader card" },
  { art: { symbol: { frame: "battle", battle: "terrain" } }, meaning: "Terrain card" },
  { art: { symbol: { frame: "battle", battle: "event" } }, meaning: "Event card" },
];
