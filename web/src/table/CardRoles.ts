import { createContext, useContext } from "react";

// The cards the board's facts single out (the attacker and the target of the combat under way),
// by instance id, with the words that mark them.
export const CardRoles = createContext<ReadonlyMap<number, string>>(new Map());
export const useCardRole = (id: number | undefined): string | undefined => {
  const roles = useContext(CardRoles);
  return id === undefined ? undefined : roles.get(id);
};
