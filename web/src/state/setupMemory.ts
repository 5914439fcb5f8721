// "Same as last time": the texts this browser sent while a seat formed its army (the server's
// view.setup) are kept per game kind and side, and offered again at that side's next setup.
// Only the texts are kept, never a position: a replay asks the server at every step what is
// legal (each board decides how to replay them).
import type { SeatStore } from "./seats";

interface Saved {
  // The formation being recorded: the match it belongs to and what was sent so far.
  current?: { match: string; texts: string[] };
  // The last formation finished with "done".
  last?: string[];
}

export const setupKey = (gameKind: string, side: number): string =>
  `bivouac.setup.${gameKind}.side${side}`;

function load(store: SeatStore, key: string): Saved {
  try {
    const v: unknown = JSON.parse(store.getItem(key) ?? "{}");
    if (typeof v !== "object" || v === null) return {};
    const s = v as Saved;
    const texts = (x: unknown): x is string[] =>
      Array.isArray(x) && x.every((t) => typeof t === "string");
    return {
      current:
        s.current && typeof s.current.match === "string" && texts(s.current.texts)
          ? s.current
          : undefined,
      last: texts(s.last) ? s.last : undefined,
    };
  } catch {
    return {};
  }
}

// Notes one text this seat sent while view.setup was true. The action whose verb is "done"
// (legal[].parts) closes the formation: it becomes the one offered next time, and is itself not
// kept.
export function recordSetupAction(
  store: SeatStore,
  key: string,
  match: string,
  text: string,
  verb: string,
) {
  const saved = load(store, key);
  const texts = saved.current?.match === match ? saved.current.texts : [];
  if (verb === "done") {
    if (texts.length > 0) saved.last = texts;
    saved.current = undefined;
  } else {
    saved.current = { match, texts: [...texts, text] };
  }
  store.setItem(key, JSON.stringify(saved));
}

export function lastFormation(store: SeatStore, key: string): string[] {
  return load(store, key).last ?? [];
}
