// The words REG requests accept, as docs/reg.md lists them for each field. These are the
// request vocabulary, not the rules: every cost, claim, die and distance comes from the server.
export const COLOURS = ["Black", "White", "Green", "Yellow", "Red"] as const;
export const LEVELS = ["MG", "CG", "TG", "LG"] as const;
export const GENERAL_TYPES = ["Professional", "Instinctive", "Tribal"] as const;
export const COST_FORMATIONS = ["skirmish", "drilled", "formed", "tribal"] as const;
export const TROOP_TYPES = ["foot", "mounted", "elephants", "battlewagons", "artillery"] as const;
export const COMBAT_FORMATIONS = ["close", "loose", "skirmish"] as const;
export const QUALITIES = ["poor", "average", "superior", "exceptional"] as const;
export const ARMOURS = ["unarmoured", "protected", "armoured", "heavily_armoured"] as const;
export const CHARACTERISTICS = [
  "P&S",
  "K&T",
  "IPk",
  "Bay",
  "Elan",
  "Ag",
  "Col",
  "LSp",
  "Pa",
  "IW",
  "Esw",
  "Sw",
  "Pi",
  "CL",
  "S&P",
  "LL",
] as const;
export const GOINGS = ["good", "rough", "difficult"] as const;
export const PHASES = ["charge", "fighting"] as const;
// The situational claims of a combat file (sheet lines 186-195, 205-211).
export const CONTACTS = ["front", "side", "rear"] as const; // the edge the enemy touches
export const GENERALS = ["none", "general", "legendary"] as const; // fighting in the file
export const TERRAINS = ["unaffected", "affected", "badly_affected"] as const;
export const FACES = ["Skull", "Sword", "S", "blank"] as const;

// A request word as a dropdown shows it: "badly_affected" reads "Badly affected". The value sent
// stays the word itself; the sheet's abbreviations (P&S, MG) are kept as printed.
export function inWords(value: string): string {
  const words = value.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
