import { TableBoard, type FactReading } from "../../table/TableBoard";
import type { BoardProps } from "../types";

// The player whose turn it is, by seat.
const FACTS: FactReading = { seats: ["active"] };

// Muskets' table: each side's Morale, infantry line and hand (the opponent's as backs, or the
// cards scouted), the deck and the discard pile, every card with its Force.
export function MusketsBoard({ view, seat }: BoardProps) {
  return <TableBoard view={view} seat={seat} className="muskets" facts={FACTS} />;
}
