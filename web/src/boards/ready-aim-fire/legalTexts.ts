// What the legal action texts offer on the table, read from the texts alone
// (src/games/ready-aim-fire/text.cpp): which battalions may be picked up and which stacks take
// the one in hand during setup, and which of the player's stacks may attack which enemy stacks.
// Anything not understood here stays in the action bar, so a new text never blocks play.
import type { LegalAction } from "../../protocol";
import { columnOf } from "./stacks";

export interface Attack {
  text: string;
  from: number; // the attacker's column
  to: number; // the defender's column
  flank: boolean;
  label: string; // "attack", "flank attack", "fusillade: attack", "attack empty stack"...
}

export interface TablePlay {
  placeKinds: Map<string, string>; // kind -> "place <kind>"
  placeStacks: Map<number, string>; // column -> "to <stack>"
  deploy?: string;
  done?: string;
  attacks: Attack[];
  tactics: LegalAction[]; // "play <card>..." actions
  declineTactics?: string; // "no more tactics"
}

const ATTACK =
  /^(?:(sabers & pistols|fusillade|probe|indirect fire): )?(flank attack|attack) from (.+) on (.+?)( second card)?$/;
const EMPTY = /^attack empty (.+) from (.+)$/;

// `me` is the seat acting; stack names in the texts are each owner's own.
export function readLegal(legal: readonly LegalAction[], me: number): TablePlay {
  const them = 1 - me;
  const out: TablePlay = {
    placeKinds: new Map(),
    placeStacks: new Map(),
    attacks: [],
    tactics: [],
  };
  for (const { text } of legal) {
    let m: RegExpExecArray | null;
    if (text.startsWith("place ")) out.placeKinds.set(text.slice(6), text);
    else if (text.startsWith("to ")) {
      const col = columnOf(me, text.slice(3));
      if (col >= 0) out.placeStacks.set(col, text);
    } else if (text === "deploy for me") out.deploy = text;
    else if (text === "done") out.done = text;
    else if (text === "no more tactics") out.declineTactics = text;
    else if ((m = EMPTY.exec(text))) {
      const to = columnOf(them, m[1]!);
      const from = columnOf(me, m[2]!);
      if (from >= 0 && to >= 0)
        out.attacks.push({ text, from, to, flank: from !== to, label: "attack empty stack" });
    } else if ((m = ATTACK.exec(text))) {
      const from = columnOf(me, m[3]!);
      const to = columnOf(them, m[4]!);
      if (from < 0 || to < 0) continue;
      const label = `${m[1] ? `${m[1]}: ` : ""}${m[2]}${m[5] ? " (second card)" : ""}`;
      out.attacks.push({ text, from, to, flank: m[2] === "flank attack", label });
    }
  }
  out.tactics = legal.filter((a) => a.text.startsWith("play "));
  return out;
}

// The attacks a stack may make, and the enemy columns they reach.
export const attacksFrom = (attacks: readonly Attack[], from: number): Attack[] =>
  attacks.filter((a) => a.from === from);
export const targetsOf = (attacks: readonly Attack[], from: number): Set<number> =>
  new Set(attacksFrom(attacks, from).map((a) => a.to));
