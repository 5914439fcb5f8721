// Turning the lobby form into a game spec and seat list, kept apart from the page so it is
// tested without a browser.
import type { GameInfo, OptionInfo, SeatRequest } from "../protocol";

export type SeatChoice = "you" | "friend" | "open" | `bot:${string}`;

// The lobby's first values for a game: the house rules its options offer at the table
// (`table_default`), every other option at its printed default.
export function tableDefaults(game: GameInfo | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const o of game?.options ?? []) {
    if (o.table_default !== undefined && o.table_default !== o.default) {
      values[o.name] = o.table_default;
    }
  }
  return values;
}

// The game a newcomer meets first: Muskets, the lightest (GT, first in the catalog's order, is
// the heaviest); any other game when a server has no Muskets.
export const firstGame = (games: GameInfo[]): string =>
  (games.find((g) => g.id === "muskets") ?? games[0])?.id ?? "";

// "id" or "id:a=1,b=x" with only the options that differ from their defaults.
export function gameSpec(game: GameInfo, values: Record<string, string>): string {
  const changed = game.options
    .filter((o) => values[o.name] !== undefined && values[o.name] !== o.default)
    .map((o) => `${o.name}=${values[o.name]}`);
  return changed.length ? `${game.id}:${changed.join(",")}` : game.id;
}

// The number of seats: a game with a `players` option seats that many.
export function seatCount(game: GameInfo, values: Record<string, string>): number {
  const players = game.options.find((o) => o.name === "players");
  const n = Number(players ? (values.players ?? players.default) : game.min_players);
  return Number.isInteger(n) && n >= game.min_players && n <= game.max_players
    ? n
    : game.min_players;
}

export function seatRequests(choices: SeatChoice[]): SeatRequest[] {
  return choices.map((c) =>
    c.startsWith("bot:")
      ? { kind: "bot", bot: c.slice(4) }
      : c === "open"
        ? { kind: "human", open: true }
        : { kind: "human" },
  );
}

// What a text field may hold, checked before the server is asked.
export function optionProblem(option: OptionInfo, value: string): string | undefined {
  if (option.kind === "int") {
    const n = Number(value);
    if (!/^-?\d+$/.test(value) || n < (option.min ?? -Infinity) || n > (option.max ?? Infinity)) {
      return `${optionLabel(option)} must be a whole number from ${option.min} to ${option.max}`;
    }
  }
  if (option.kind === "text" && /[,=:]/.test(value)) {
    return `${optionLabel(option)} cannot contain , = or :`;
  }
  return undefined;
}

// Boolean options are written on/off or true/false; a changed value keeps the default's style.
export const isOn = (value: string): boolean => ["on", "true", "yes", "1"].includes(value);
export function boolText(defaultValue: string, on: boolean): string {
  return ["on", "off"].includes(defaultValue) ? (on ? "on" : "off") : on ? "true" : "false";
}

export interface OptionGroup {
  name: string;
  options: OptionInfo[];
}

// A game's options under their headings: the headings in the catalog's order (a heading it does
// not list comes after, in the order the game first uses it), each option in the game's order.
// An option with no group (an older server) is listed under "Other".
export function groupOptions(options: OptionInfo[], order: string[] = []): OptionGroup[] {
  const groups = new Map<string, OptionInfo[]>();
  for (const o of options) {
    const name = o.group || "Other";
    groups.set(name, [...(groups.get(name) ?? []), o]);
  }
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i < 0 ? order.length : i;
  };
  const firstUse = [...groups.keys()];
  return [...firstUse]
    .sort((a, b) => rank(a) - rank(b) || firstUse.indexOf(a) - firstUse.indexOf(b))
    .map((name) => ({ name, options: groups.get(name)! }));
}

// The words shown for an option: its label, or its name with spaces where a server sends none.
export const optionLabel = (o: OptionInfo): string => o.label || o.name.replaceAll("_", " ");

// A choice as words: "per_stack_plus_one" reads "per stack plus one" (the value sent is unchanged).
export const choiceWords = (choice: string): string => choice.replaceAll("_", " ");
