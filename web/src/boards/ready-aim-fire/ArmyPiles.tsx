import { Pile } from "../Card";
import { ArmyCommanderBadge } from "./Commanders";
import type { Army } from "./observation";

// An army's cards off the line: the reserve deck (a count: its cards are unknown to both),
// the public discard and eliminated piles, the enemy's hand size and the cards of it this player
// was shown, and an Army Commander behind the line.
export function ArmyPiles({ army, who, mine }: { army: Army; who: string; mine: boolean }) {
  // Cards of the enemy hand this player was shown (Scouts); the rest are only counted.
  const known = [...army.handArmy, ...army.handTactics].filter((c) => c !== "?");
  return (
    <div className="army-piles">
      <div className="pile" aria-label={`${who} reserve: ${army.reserve} cards`}>
        Reserve <strong>{army.reserve}</strong>
      </div>
      {!mine && (
        <div
          className="pile"
          aria-label={`${who} hand: ${army.handArmy.length} army cards and ${army.handTactics.length} tactics`}
        >
          Hand <strong>{army.handArmy.length}</strong> + <strong>{army.handTactics.length}</strong>{" "}
          tactics
        </div>
      )}
      {!mine && known.length > 0 && (
        <div className="known-hand" aria-label={`Known in the ${who.toLowerCase()} hand`}>
          Known in hand: {known.join(", ")}
        </div>
      )}
      <Pile label={`${who} discard`} names={army.discard} />
      <Pile label={`${who} eliminated`} names={army.eliminated} />
      {army.armyCommanderStack < 0 && (
        <ArmyCommanderBadge
          commander={army.armyCommander}
          dead={army.armyCommanderDead}
          mine={mine}
        />
      )}
    </div>
  );
}
