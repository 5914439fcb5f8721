// Puts each legal action on the card it acts on, so a player clicks the card instead of reading
// a list. An action belongs to the longest card name it mentions as whole words ("discard Heavy
// Cannon" belongs to Heavy Cannon, not Cannon); actions that mention no card stay in the list.
import type { LegalAction } from "../protocol";

export function actionsByCard(
  names: readonly string[],
  legal: readonly LegalAction[],
): Map<string, LegalAction[]> {
  const byLength = [...new Set(names)].sort((a, b) => b.length - a.length);
  const out = new Map<string, LegalAction[]>();
  for (const action of legal) {
    const text = ` ${words(action.text)} `;
    const name = byLength.find((n) => text.includes(` ${words(n)} `));
    if (name === undefined) continue;
    out.set(name, [...(out.get(name) ?? []), action]);
  }
  return out;
}

// Lower case, punctuation as spaces: "play General, draw 2" mentions "general".
const words = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
