// Keyboard play (issue 42): after a move focus goes to the first of the next decision's choices,
// and the arrow keys move among the choices of a decision (the prompt's, the board's cards and
// places, the action bar's), so a decision takes a few presses and never a walk through the page
// with Tab.

// Everything a decision may be made with, in reading order: the prompt above the board (a
// confirmation, a choice among plays), the board's cards, stacks and folded groups, the action
// bar's moves (not its tools, nor the list of every action).
export const CHOICES = ".table-prompt button, .board button, .actions > ol button";

// What the focus goes to first: what the board asks now (a confirmation or a choice in its
// prompt), else a highlighted place for the card just selected, else the first choice. Given as
// kinds so it is tested without a page.
export type ChoiceKind = "prompt-play" | "prompt-other" | "destination" | "other";

export function firstIndex(kinds: readonly ChoiceKind[]): number {
  for (const wanted of ["prompt-play", "destination"] as const) {
    const i = kinds.indexOf(wanted);
    if (i >= 0) return i;
  }
  const i = kinds.findIndex((k) => k !== "prompt-other");
  return i >= 0 ? i : kinds.length > 0 ? 0 : -1;
}

// The choice the key moves to from choice `i` of `n` (around the ends), or undefined for a key
// that does not move.
export function stepFor(key: string, i: number, n: number): number | undefined {
  if (n === 0) return undefined;
  if (key === "ArrowRight" || key === "ArrowDown") return (i + 1) % n;
  if (key === "ArrowLeft" || key === "ArrowUp") return (i - 1 + n) % n;
  if (key === "Home") return 0;
  if (key === "End") return n - 1;
  return undefined;
}

export function kindOf(el: Element): ChoiceKind {
  if (el.closest(".table-prompt")) {
    return el.hasAttribute("data-confirm") || el.hasAttribute("data-action")
      ? "prompt-play"
      : "prompt-other";
  }
  if (el.matches(".destination, .destination > .zone-button")) return "destination";
  return "other";
}

// The choices of `root` a player can use now: enabled and drawn (not folded in a closed box).
export function choicesIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLButtonElement>(CHOICES)).filter(
    (b) => !b.disabled && b.getClientRects().length > 0,
  );
}
