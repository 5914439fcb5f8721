import type { GameEvent, View } from "../protocol";

// What a board is given. It draws `view.board`; clicks go through the table (src/table), which
// plays the legal action whose parts name the card or place clicked.
export interface BoardProps {
  view: View;
  seat: number | null; // null for a spectator
  events: readonly GameEvent[]; // the narration this seat has received, in order
}
