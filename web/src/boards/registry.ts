import type { ComponentType } from "react";

import { GtBoard } from "./gt/GtBoard";
import { sideOf as gtSideOf } from "./gt/gtObservation";
import { MusketsBoard } from "./muskets/MusketsBoard";
import { RafBoard } from "./ready-aim-fire/RafBoard";
import { TextBoard } from "./TextBoard";
import type { BoardProps } from "./types";
import { VolleyBoard } from "./volley/VolleyBoard";

// The only per-game knowledge in the client: how to draw a board. Everything else (games,
// options, actions, narration) comes from the server.
const boards: Record<string, ComponentType<BoardProps>> = {
  gt: GtBoard,
  muskets: MusketsBoard,
  "ready-aim-fire": RafBoard,
  volley: VolleyBoard,
};

export function boardFor(spec: string): ComponentType<BoardProps> {
  return boards[spec.split(":")[0] ?? ""] ?? TextBoard;
}

// The side a seat plays on, for the result line ("You won" when your side won). Games whose
// sides are their seats need no entry; team games name how seats map to sides.
const sides: Record<string, (seat: number) => number> = {
  gt: gtSideOf,
};

export function sideFor(spec: string, seat: number): number {
  return sides[spec.split(":")[0] ?? ""]?.(seat) ?? seat;
}
