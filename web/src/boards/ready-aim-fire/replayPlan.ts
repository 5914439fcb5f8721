// Replaying a list of setup texts ("same as last time", or one placement's two texts) against
// what is legal now.

export interface ReplayStep {
  send?: string; // the next text to send, if any is legal now
  rest: string[]; // what remains to try after it
  skipped: string[]; // texts passed over because they are not legal now
}

// The next text of a replay that is legal in the current view. Texts that are not legal now
// are skipped for good (the new game dealt other battalions, or a stack is full). A placement
// is two texts, "place <kind>" then "to <stack>": when the battalion is already picked up and its
// stack cannot take it, the replay stops there and leaves the choice to the player rather than
// put the battalion where another one went last time.
export function nextReplayStep(queue: readonly string[], legal: readonly string[]): ReplayStep {
  const allowed = new Set(legal);
  const holding = legal.some((t) => t.startsWith("to "));
  if (holding) {
    const first = queue[0];
    return first !== undefined && allowed.has(first)
      ? { send: first, rest: queue.slice(1), skipped: [] }
      : { rest: [], skipped: [...queue] };
  }
  const skipped: string[] = [];
  for (let i = 0; i < queue.length; i++) {
    const text = queue[i]!;
    if (allowed.has(text)) return { send: text, rest: queue.slice(i + 1), skipped };
    skipped.push(text);
  }
  return { rest: [], skipped };
}
