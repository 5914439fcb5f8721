import { describe, expect, it } from "vitest";

import type { Catalog } from "../protocol";
import { specInWords } from "./specWords";

const catalog: Catalog = {
  option_groups: [],
  bots: [],
  games: [
    {
      id: "muskets",
      title: "Muskets",
      summary: "",
      min_players: 2,
      max_players: 2,
      options: [
        {
          name: "first_turns",
          label: "First-turn house rule",
          group: "House rules",
          kind: "choice",
          default: "printed",
          description: "",
          choices: ["printed", "no_fire_charge"],
        },
        {
          name: "cards",
          label: "Custom card list",
          group: "Advanced",
          kind: "text",
          default: "",
          description: "",
        },
      ],
    },
    {
      id: "gt",
      title: "Card Game of Napoleonic Warfare (GT)",
      summary: "",
      min_players: 2,
      max_players: 6,
      options: [
        {
          name: "players",
          label: "Number of hands",
          group: "Players",
          kind: "int",
          default: "2",
          description: "",
        },
        {
          name: "quick_start",
          label: "Quick start",
          group: "Setup",
          kind: "bool",
          default: "false",
          description: "",
        },
      ],
    },
  ],
};

describe("specInWords", () => {
  it("names the game by its title and each option by its label", () => {
    expect(specInWords(catalog, "muskets:first_turns=no_fire_charge")).toBe(
      "Muskets (First-turn house rule: no fire charge)",
    );
    expect(specInWords(catalog, "gt:players=4,quick_start=true")).toBe(
      "Card Game of Napoleonic Warfare (GT) (Number of hands: 4; Quick start)",
    );
    expect(specInWords(catalog, "muskets")).toBe("Muskets");
  });

  it("never shows a name, a hash or the spec", () => {
    const words = specInWords(catalog, "muskets:cards=list-0123abcd,turn_limit=12")!;
    expect(words).toBe("Muskets (Custom card list; turn limit)");
    expect(words).not.toMatch(/[a-z]+_[a-z]+|=|list-/);
  });

  it("says nothing before the catalog is known", () => {
    expect(specInWords(undefined, "muskets:first_turns=no_fire_charge")).toBeUndefined();
  });
});
