import { TableBoard, type FactReading } from "../../table/TableBoard";
import type { BoardProps } from "../types";

// The active player by seat; each army's cards in its nation's colour. A battalion's kind, troop
// (its name) and state (its markers) are said already; a stack's column is where it is drawn; the cards of a stack's general and
// terrain and of the Army Commanders (names and ids) are said by the general's rating and the
// terrain facts, and are there for pointing at those cards.
const FACTS: FactReading = {
  seats: ["active"],
  hidden: [
    "player1_army_commander_card",
    "player1_army_commander_card_id",
    "player2_army_commander_card",
    "player2_army_commander_card_id",
    "player1_nation_key",
    "player2_nation_key",
  ],
  // The keys are for the cards' pictures (src/cards/raf.ts), which say them.
  hiddenCardFacts: ["kind", "troop", "state", "troop_key", "tactic_key"],
  tones: ["player1_nation_key", "player2_nation_key"],
  hiddenZoneFacts: [
    "column",
    "general_card",
    "general_card_id",
    "terrain_card",
    "terrain_card_id",
    "terrain_card_2",
    "terrain_card_2_id",
    "terrain_card_3",
    "terrain_card_3_id",
    "terrain_card_4",
    "terrain_card_4_id",
    "terrain_card_5",
    "terrain_card_5_id",
    "terrain_card_6",
    "terrain_card_6_id",
  ],
};

// Ready Aim Fire's table: the enemy line at the top and the player's at the bottom, column facing
// column, each stack with its limit, terrain and general and its cards with their slot numbers
// (face down where the viewer may not know them), the piles, breakpoint bars and hands.
export function RafBoard({ view, seat }: BoardProps) {
  return <TableBoard view={view} seat={seat} className="raf" facts={FACTS} />;
}
