// A game spec ("muskets:first_turns=no_fire_charge") is what the server stores and sends; a
// player reads it in words from the catalog: the game's title and each option that differs from
// the printed rules by its label and value ("Muskets, First-turn house rule: no fire charge").
import type { Catalog, OptionInfo } from "../protocol";
import { choiceWords, optionLabel } from "./lobbySpec";

function optionWords(option: OptionInfo | undefined, name: string, value: string): string {
  if (!option) return choiceWords(name); // an option this catalog does not list: still no spec
  if (option.name === "cards") return optionLabel(option); // a list's content hash says nothing
  if (option.kind === "bool") {
    const on = ["on", "true", "yes", "1"].includes(value);
    return on ? optionLabel(option) : `${optionLabel(option)}: off`;
  }
  return `${optionLabel(option)}: ${choiceWords(value)}`;
}

// The spec in words; the bare game id's title while the catalog is unknown is not guessed: a
// page shows nothing (undefined) rather than the spec.
export function specInWords(catalog: Catalog | undefined, spec: string): string | undefined {
  if (!catalog) return undefined;
  const [id = "", rest = ""] = spec.split(/:(.*)/s);
  const game = catalog.games.find((g) => g.id === id);
  const title = game?.title ?? choiceWords(id);
  const options = rest
    .split(",")
    .filter((pair) => pair.includes("="))
    .map((pair) => {
      const [name = "", value = ""] = pair.split(/=(.*)/s);
      return optionWords(
        game?.options.find((o) => o.name === name),
        name,
        value,
      );
    });
  return options.length ? `${title} (${options.join("; ")})` : title;
}
