import { createContext, useContext } from "react";

// How the board's cards are read: the cards its facts single out (the attacker and the target of
// the combat under way), by instance id with the words that mark them, and the card facts a game
// does not print (one already said by another, or a counter with nothing on it).
export interface CardReading {
  roles: ReadonlyMap<number, string>;
  hiddenFacts: ReadonlySet<string>;
  zeroHiddenFacts: ReadonlySet<string>;
  hiddenZoneFacts: ReadonlySet<string>;
}

export const CardRoles = createContext<CardReading>({
  roles: new Map(),
  hiddenFacts: new Set(),
  zeroHiddenFacts: new Set(),
  hiddenZoneFacts: new Set(),
});
export const useCardReading = (): CardReading => useContext(CardRoles);
