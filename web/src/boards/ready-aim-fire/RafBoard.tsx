import { TableBoard, type FactReading } from "../../table/TableBoard";
import type { BoardProps } from "../types";

// The active player by seat. A battalion's kind, troop (its name) and state (its markers) are
// said already; a stack's column is where it is drawn.
const FACTS: FactReading = {
  seats: ["active"],
  hiddenCardFacts: ["kind", "troop", "state"],
  hiddenZoneFacts: ["column"],
};

// Ready Aim Fire's table: the enemy line at the top and the player's at the bottom, column facing
// column, each stack with its limit, terrain and general and its cards with their slot numbers
// (face down where the viewer may not know them), the piles, breakpoint bars and hands.
export function RafBoard({ view, seat }: BoardProps) {
  return <TableBoard view={view} seat={seat} className="raf" facts={FACTS} />;
}
