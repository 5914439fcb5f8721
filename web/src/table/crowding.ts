// Issue 25: no screen shows more than 12 buttons at once. The board folds its own places
// (fold.ts), but the hand is never folded: a hand of ten cards to discard, with the page's Hint,
// Undo and Phase help, was 13. So the page counts what a player can click now, apart from those
// tools, and when the tools would take the screen past the limit it puts them behind one "More"
// button (ToolsMenu).
export const SCREEN_BUTTONS = 12;

// Whether the tools go behind "More": the buttons a player can click now other than the tools
// (`others`), plus the tools themselves, exceed the limit.
export const crowded = (others: number, tools: number): boolean => others + tools > SCREEN_BUTTONS;

// The buttons a player can click now under `root`, as the end-to-end check counts them (enabled
// and drawn; one folded in a closed <details> is not drawn), apart from the tools ([data-tool])
// and the "More" button ([data-more]).
export function clickableOthers(root: ParentNode): number {
  let n = 0;
  for (const b of root.querySelectorAll("button")) {
    if (b.disabled || b.hasAttribute("data-tool") || b.hasAttribute("data-more")) continue;
    const drawn =
      typeof b.checkVisibility === "function" ? b.checkVisibility() : b.getClientRects().length > 0;
    if (drawn && b.getClientRects().length > 0) n++;
  }
  return n;
}
