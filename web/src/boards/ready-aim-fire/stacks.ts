// Where each named stack lies on the table. Each army names its stacks from its own left, so the
// two lines name the same column in mirror: player 0's Left Flank faces player 1's Right Flank.
// Column c of one line faces column c of the other (the observation lists stacks by column).
export const STACK_NAMES = [
  "Left Flank",
  "Left Centre",
  "Centre",
  "Right Centre",
  "Right Flank",
] as const;
export const STACKS = STACK_NAMES.length;

// The printed start maximum of each column while the lines are formed (L29-41); the server's
// setup help states the same numbers, and only the legal "to <stack>" texts decide what fits.
export const START_MAX = [2, 3, 3, 3, 2] as const;

export function stackName(owner: number, column: number): string {
  return STACK_NAMES[owner === 0 ? column : STACKS - 1 - column] ?? "?";
}

// The column of `owner`'s stack called `name`, or -1.
export function columnOf(owner: number, name: string): number {
  const i = STACK_NAMES.indexOf(name as (typeof STACK_NAMES)[number]);
  if (i < 0) return -1;
  return owner === 0 ? i : STACKS - 1 - i;
}
