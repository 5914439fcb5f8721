import type { ComponentType } from "react";

import { GtBoard } from "./gt/GtBoard";
import { MusketsBoard } from "./muskets/MusketsBoard";
import { RafBoard } from "./ready-aim-fire/RafBoard";
import { TextBoard } from "./TextBoard";
import type { BoardProps } from "./types";
import { VolleyBoard } from "./volley/VolleyBoard";

// The only per-game knowledge in the client: how to draw a board. Everything else (games,
// options, sides, actions, narration) comes from the server.
const boards: Record<string, ComponentType<BoardProps>> = {
  gt: GtBoard,
  muskets: MusketsBoard,
  "ready-aim-fire": RafBoard,
  volley: VolleyBoard,
};

export function boardFor(spec: string): ComponentType<BoardProps> {
  return boards[spec.split(":")[0] ?? ""] ?? TextBoard;
}
