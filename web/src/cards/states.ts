// The classes a card's markers give it (`marks`: shaken, blown), so its state shows at a
// glance, on a face-down card too (cards.css): a shaken card's symbol is turned through 90
// degrees, as the printed card is (L111), on an amber ground; a blown one is faded, on violet.
const STATES = new Set(["shaken", "blown"]);

export function markStates(marks: readonly string[]): string {
  return marks
    .filter((m) => STATES.has(m))
    .map((m) => ` is-${m}`)
    .join("");
}
