// The legend page's content: every game's symbols with their meanings (each game's own list,
// beside its mapping), the colours and the states.
import type { Art } from "./art";
import { gtLegend } from "./gt";
import { musketsLegend } from "./muskets";
import { rafLegend } from "./raf";
import { volleyLegend } from "./volley";

export interface LegendEntry {
  art: Art;
  meaning: string;
  tone?: string; // a tone class (cards.css) to draw it in
  state?: "shaken" | "blown";
}

export interface LegendGame {
  id: string; // the game id, also the section's anchor (/legend#ready-aim-fire)
  title: string;
  entries: LegendEntry[];
}

const infantry: Art = { symbol: { frame: "unit", arm: "infantry" } };

export const LEGEND_GAMES: LegendGame[] = [
  { id: "muskets", title: "Muskets", entries: musketsLegend },
  { id: "volley", title: "Volley", entries: volleyLegend },
  { id: "gt", title: "Card Game of Napoleonic Warfare (GT)", entries: gtLegend },
  {
    id: "ready-aim-fire",
    title: "Ready Aim Fire",
    entries: [
      ...rafLegend,
      {
        art: { ...infantry, morale: 10 },
        meaning:
          "Morale pips along the lower edge: the totals of two dice (2 to 12) that pass its morale check; the Guard's 10 fills nine",
      },
      { art: infantry, meaning: "Shaken: the symbol turned, an amber card", state: "shaken" },
      {
        art: { symbol: { frame: "unit", arm: "cavalry" } },
        meaning: "Blown cavalry: the symbol faded, a violet card",
        state: "blown",
      },
    ],
  },
];

export const LEGEND_COLOURS: LegendEntry[] = [
  { art: infantry, meaning: "Your side (blue)", tone: "tone-mine" },
  { art: infantry, meaning: "The other side (orange)", tone: "tone-theirs" },
  { art: { symbol: { frame: "tactic", tactic: "tactic" } }, meaning: "Shared cards (grey)" },
];

export const LEGEND_NATIONS: LegendEntry[] = [
  { art: infantry, meaning: "France (blue)", tone: "tone-france" },
  { art: infantry, meaning: "Britain (red)", tone: "tone-britain" },
  { art: infantry, meaning: "Austria (white and gold)", tone: "tone-austria" },
  { art: infantry, meaning: "Prussia (dark blue)", tone: "tone-prussia" },
  { art: infantry, meaning: "Russia (green)", tone: "tone-russia" },
];
