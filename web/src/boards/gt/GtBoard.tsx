import { TableBoard, type FactReading } from "../../table/TableBoard";
import type { BoardProps } from "../types";

// The active and deciding players by seat; the attack under way marks its two units.
const FACTS: FactReading = {
  seats: ["active", "decider"],
  cards: { attacker: "Attacking", target: "Attacked" },
  // A unit's Defense is printed with its Leader and Terrain counted; the printed rating is not.
  // The ids of the Leader and Terrain on it are for pointing at them, not for reading.
  hiddenCardFacts: ["defense_rating", "leader_id", "terrain_id"],
  // An undamaged unit has no damage markers: "Damage 0" on every unit cost six players' board a
  // line a card and the fit of 1280x900 (gt-fit.test.mjs).
  zeroHiddenCardFacts: ["damage"],
};

// GT's table: two allied sides of 1 to 3 hands each (the sides as the server sends them), the
// enemy side above and yours below; every unit with its class, Defense, Attack and damage; the
// decks, the discard pile, the Spoils and the attack under way.
export function GtBoard({ view, seat }: BoardProps) {
  return <TableBoard view={view} seat={seat} className="gt" facts={FACTS} />;
}
