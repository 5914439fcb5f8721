import type { Army } from "./observation";
import { Stack, type StackControl } from "./Stack";
import { STACKS } from "./stacks";

// One army's five stacks, column by column; column c faces the enemy's column c.
export function Line(props: {
  army: Army;
  owner: number;
  mine: boolean;
  limits: readonly number[];
  control: (column: number) => StackControl;
}) {
  const { army, owner, mine, limits, control } = props;
  return (
    <div className={`line ${mine ? "mine" : "theirs"}`}>
      {Array.from({ length: STACKS }, (_, c) => (
        <Stack
          key={c}
          army={army}
          owner={owner}
          column={c}
          limit={limits[c] ?? 0}
          mine={mine}
          control={control(c)}
        />
      ))}
    </div>
  );
}
