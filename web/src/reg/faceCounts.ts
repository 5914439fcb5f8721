import { COLOURS } from "./vocabulary";

// A face set as a request carries it (`face_counts`, docs/reg.md): per colour, how many faces
// show each symbol. The page edits counts; the server checks and uses them.
export const FACE_KEYS = ["skull", "sword", "s", "blank"] as const;
export type FaceCounts = Record<string, Record<string, number>>;

// The counts of a `faces` reply, or undefined when it has none for every colour.
export function countsOf(reply: unknown): FaceCounts | undefined {
  const counts = (reply as { counts?: unknown } | undefined)?.counts as FaceCounts | undefined;
  if (!counts) return undefined;
  for (const c of COLOURS) {
    for (const f of FACE_KEYS) if (typeof counts[c]?.[f] !== "number") return undefined;
  }
  return counts;
}

// A copy with one count changed (never below 0: the server refuses negative counts anyway).
export function withCount(counts: FaceCounts, colour: string, face: string, n: number): FaceCounts {
  return { ...counts, [colour]: { ...counts[colour], [face]: Math.max(0, Math.round(n)) } };
}

// The request fields that make a calculator use these dice (none: the server's own set).
export function facesField(counts: FaceCounts | null): { face_counts?: FaceCounts } {
  return counts ? { face_counts: counts } : {};
}
