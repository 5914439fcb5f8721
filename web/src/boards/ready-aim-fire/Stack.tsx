import type { DragEvent } from "react";

import { ArmyCommanderBadge, GeneralBadge } from "./Commanders";
import type { Army } from "./observation";
import { StackCard } from "./StackCard";
import { stackName } from "./stacks";

// What the board lets a player do with one stack right now.
export interface StackControl {
  state?: "selected" | "target" | "source"; // drawn highlighted
  onClick?: () => void; // the stack is a button
  onDrop?: (kind: string) => void; // a battalion may be dropped here
  hint?: string; // why it is a button, for screen readers
}

export const DRAG_TYPE = "application/x-bivouac-battalion";

// One stack: its name and count against its limit, the terrain lying under it, its general, and
// its cards with the top card nearest the enemy.
export function Stack(props: {
  army: Army;
  owner: number;
  column: number;
  limit: number;
  mine: boolean;
  control: StackControl;
}) {
  const { army, owner, column, limit, mine, control } = props;
  const slots = army.stacks[column] ?? [];
  const name = stackName(owner, column);
  const general = army.generals[column] ?? null;
  const terrain = army.terrain[column] ?? [];
  // Bottom first in the observation; the top card faces the enemy across the middle.
  const ordered = slots.map((slot, i) => ({ slot, top: i === slots.length - 1 }));
  if (mine) ordered.reverse();
  const drop = control.onDrop;
  const dragProps = drop
    ? {
        onDragOver: (e: DragEvent) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = "move";
        },
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          const kind = e.dataTransfer.getData(DRAG_TYPE) || e.dataTransfer.getData("text/plain");
          if (kind) drop(kind);
        },
      }
    : {};
  const title = `${mine ? "Your" : "Enemy"} ${name}`;
  const header = (
    <span className="stack-head">
      <span className="stack-name">{name}</span>{" "}
      <span className="count" aria-label={`${slots.length} of ${limit} cards`}>
        {slots.length}/{limit}
      </span>
    </span>
  );
  return (
    <section
      className={`stack${control.state ? ` ${control.state}` : ""}${drop ? " droppable" : ""}`}
      aria-label={title}
      data-column={column}
      {...dragProps}
    >
      {control.onClick ? (
        <button
          className="stack-button"
          onClick={control.onClick}
          aria-label={`${title}${control.hint ? `: ${control.hint}` : ""}`}
          aria-pressed={control.state === "selected"}
        >
          {header}
        </button>
      ) : (
        <div className="stack-button inert">{header}</div>
      )}
      {terrain.length > 0 && (
        <ul className="terrain" aria-label={`Terrain under ${title}`}>
          {terrain.map((t, i) => (
            <li key={`${t}-${i}`}>{t}</li>
          ))}
        </ul>
      )}
      {general && <GeneralBadge general={general} />}
      {army.armyCommanderStack === column && (
        <ArmyCommanderBadge commander={army.armyCommander} dead={false} mine={mine} />
      )}
      <ol className="stack-cards" aria-label={`${title} cards, ${mine ? "top first" : "top last"}`}>
        {ordered.length === 0 && <li className="empty">empty</li>}
        {ordered.map(({ slot, top }, i) => (
          <StackCard key={i} slot={slot} top={top} />
        ))}
      </ol>
    </section>
  );
}
