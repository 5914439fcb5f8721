import { TableBoard, type FactReading } from "../../table/TableBoard";
import type { BoardProps } from "../types";

// The attacker, by seat.
const FACTS: FactReading = { seats: ["attacker"] };

// Volley's table: troop points, the attacker's meld and the reactions to it, each hand (the
// opponent's as backs), the deck and the discard pile, every card with its Force and suit.
export function VolleyBoard({ view, seat }: BoardProps) {
  return <TableBoard view={view} seat={seat} className="volley" facts={FACTS} />;
}
