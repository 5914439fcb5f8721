import type { GameEvent, View } from "../protocol";

export interface BoardProps {
  view: View;
  seat: number | null; // null for a spectator
  act: (text: string) => void;
  disabled: boolean;
  events: readonly GameEvent[]; // the narration this seat has received, in order
}

// Observations are the server's JSON; boards read them through these guards, never trusting
// a field's shape.
export const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
export const lists = (v: unknown): string[][] => (Array.isArray(v) ? v.map(list) : []);
export const numbers = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : [];
export const num = (v: unknown, fallback = 0): number => (typeof v === "number" ? v : fallback);
export const str = (v: unknown): string => (typeof v === "string" ? v : "");
