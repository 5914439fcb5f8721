// Where a card's text opens, across: under or over the card from its left edge, moved left as far
// as it must to stay inside the window (a card near a phone's right edge pushed its 16rem text
// past the edge, and the page scrolled sideways while it was shown).

// The text's left edge relative to the card's: 0, or the (negative) shift that keeps a text
// `width` wide inside `windowWidth` with `margin` to spare, never past the window's left edge.
export function tipOffset(
  cardLeft: number,
  width: number,
  windowWidth: number,
  margin = 4,
): number {
  const overflow = cardLeft + width - (windowWidth - margin);
  if (overflow <= 0) return 0;
  return Math.min(0, -Math.min(overflow, cardLeft - margin));
}

// The same for a card slot on the page: the text's width is its CSS width (16rem, at most 80% of
// the window), read from the root font size so that no text has to be laid out first.
export function tipOffsetFor(slot: HTMLElement): number {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const width = Math.min(16 * rem, 0.8 * window.innerWidth);
  return tipOffset(slot.getBoundingClientRect().left, width, document.documentElement.clientWidth);
}
