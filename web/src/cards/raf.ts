// Ready Aim Fire's cards by their keys (`troop_key`, `tactic_key`: the card list's own keys,
// which a designer's renamed card keeps) and `kind`: battalions with their morale, commanders
// with their rating, tactics by what they are for, terrain by its ground.
import type { Arm, Art, Facts, TacticKind, TerrainKind } from "./art";
import { str } from "./art";

const TROOPS: Record<string, Arm> = {
  guard: "infantry",
  elite: "infantry",
  line: "infantry",
  second: "infantry",
  light: "light-infantry",
  heavy_cav: "heavy-cavalry",
  dragoon: "dragoon",
  light_cav: "light-cavalry",
  second_cav: "cavalry",
  lancer: "lancer",
  artillery: "artillery",
  horse_artillery: "horse-artillery",
};
const CLASSES: Record<string, Arm> = {
  infantry: "infantry",
  cavalry: "cavalry",
  artillery: "artillery",
};
const TERRAIN: Record<string, TerrainKind> = {
  woods: "woods",
  hills: "hills",
  redoubt: "redoubt",
  river: "river",
  bridge: "bridge",
};
// What each tactic is for (card_texts.toml's kinds: draw, attack, combat, defence).
const TACTICS: Record<string, TacticKind> = {
  rapid_deployment: "draw",
  forced_march: "draw",
  limber: "draw",
  rearguard_action: "draw",
  cavalry_reform: "draw",
  fire_at_will: "attack",
  sabers_pistols: "attack",
  fusillade: "attack",
  advance: "attack",
  probe: "attack",
  indirect_fire: "attack",
  broken_square: "attack",
  infantry_charge: "combat",
  socket_bayonets: "combat",
  canister_shot: "combat",
  cannon_ball: "combat",
  enfilade_fire: "combat",
  rifles: "combat",
  overrun: "combat",
  take_prisoners: "combat",
  second_volley: "defence",
  counter_attack: "defence",
  grape_shot: "defence",
  fighting_withdrawal: "defence",
  difficult_terrain: "defence",
  confusion: "defence",
  square_formation: "square",
  scouts: "scouts",
  sniper: "sniper",
  column: "column",
};

export function rafArt(facts: Facts): Art | undefined {
  const kind = str(facts.kind);
  if (kind === "battalion") {
    const arm = TROOPS[str(facts.troop_key)] ?? CLASSES[str(facts.class)] ?? "infantry";
    const morale = typeof facts.morale === "number" ? facts.morale : undefined;
    return { symbol: { frame: "unit", arm }, morale };
  }
  if (kind === "commander") return { symbol: { frame: "leader", rating: str(facts.rating) } };
  if (kind === "tactic") {
    const key = str(facts.tactic_key);
    if (facts.terrain === true)
      return { symbol: { frame: "terrain", terrain: TERRAIN[key] ?? "terrain" } };
    return { symbol: { frame: "tactic", tactic: TACTICS[key] ?? "tactic" } };
  }
  return undefined;
}

export const rafLegend: { art: Art; meaning: string }[] = [
  {
    art: { symbol: { frame: "unit", arm: "infantry" } },
    meaning: "Guard, Elite, Line or Second Rate infantry",
  },
  { art: { symbol: { frame: "unit", arm: "light-infantry" } }, meaning: "Light infantry" },
  { art: { symbol: { frame: "unit", arm: "heavy-cavalry" } }, meaning: "Heavy cavalry" },
  { art: { symbol: { frame: "unit", arm: "dragoon" } }, meaning: "Dragoons" },
  { art: { symbol: { frame: "unit", arm: "light-cavalry" } }, meaning: "Light cavalry" },
  { art: { symbol: { frame: "unit", arm: "cavalry" } }, meaning: "Second Rate cavalry" },
  { art: { symbol: { frame: "unit", arm: "lancer" } }, meaning: "Lancers" },
  { art: { symbol: { frame: "unit", arm: "artillery" } }, meaning: "Artillery battery" },
  { art: { symbol: { frame: "unit", arm: "horse-artillery" } }, meaning: "Horse artillery" },
  {
    art: { symbol: { frame: "leader", rating: "2/1" } },
    meaning: "Commander 2/1: a dot for each re-roll in his turn, a ring for each in the enemy's",
  },
  { art: { symbol: { frame: "tactic", tactic: "draw" } }, meaning: "Tactic: draw more cards" },
  { art: { symbol: { frame: "tactic", tactic: "attack" } }, meaning: "Tactic: an extra attack" },
  { art: { symbol: { frame: "tactic", tactic: "combat" } }, meaning: "Tactic: a bonus in combat" },
  {
    art: { symbol: { frame: "tactic", tactic: "defence" } },
    meaning: "Tactic: played when you defend",
  },
  { art: { symbol: { frame: "tactic", tactic: "square" } }, meaning: "Square Formation" },
  {
    art: { symbol: { frame: "tactic", tactic: "scouts" } },
    meaning: "Scouts: see the enemy's hand",
  },
  {
    art: { symbol: { frame: "tactic", tactic: "sniper" } },
    meaning: "Sniper: a stack checks morale",
  },
  {
    art: { symbol: { frame: "tactic", tactic: "column" } },
    meaning: "Column: one more move between stacks",
  },
  { art: { symbol: { frame: "terrain", terrain: "woods" } }, meaning: "Woods" },
  { art: { symbol: { frame: "terrain", terrain: "hills" } }, meaning: "Hills" },
  { art: { symbol: { frame: "terrain", terrain: "redoubt" } }, meaning: "Redoubt" },
  { art: { symbol: { frame: "terrain", terrain: "river" } }, meaning: "River" },
  { art: { symbol: { frame: "terrain", terrain: "bridge" } }, meaning: "Bridge" },
];
