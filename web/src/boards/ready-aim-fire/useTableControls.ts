import { useEffect, useState } from "react";

import type { View } from "../../protocol";
import { attacksFrom, targetsOf, type Attack, type TablePlay } from "./legalTexts";
import type { Army } from "./observation";
import type { StackControl } from "./Stack";
import { START_MAX, stackName } from "./stacks";

type Selection = { kind: "battalion"; name: string } | { kind: "stack"; column: number } | null;

// What a click or a drop on each stack does now, from the legal texts alone: during setup a
// stack takes the selected (or dropped) battalion; in the Attack phase a stack that may attack is
// selected, and then an enemy stack it may attack is the target.
export function useTableControls(props: {
  view: View;
  me: number;
  mine: Army;
  play: TablePlay;
  act: (text: string) => void;
  send: (texts: string[]) => void; // texts sent one after another (useActionQueue)
  busy: boolean;
  spectator: boolean;
}) {
  const { view, me, mine, play, act, send, busy, spectator } = props;
  const [selection, setSelection] = useState<Selection>(null);
  const [choosing, setChoosing] = useState<number | null>(null); // enemy column, several attacks
  // A new position asks for a new choice.
  useEffect(() => {
    setSelection(null);
    setChoosing(null);
  }, [view.version]);

  const placing = play.placeStacks.size > 0; // a battalion is picked up: "to <stack>" is legal
  const battalion = selection?.kind === "battalion" ? selection.name : undefined;
  const attacker = selection?.kind === "stack" ? selection.column : undefined;
  const targets = attacker === undefined ? new Set<number>() : targetsOf(play.attacks, attacker);

  const place = (kind: string, column: number) => {
    const pick = play.placeKinds.get(kind);
    if (pick) send([pick, `to ${stackName(me, column)}`]);
    setSelection(null);
  };

  const mineControl = (column: number): StackControl => {
    if (busy || spectator) return {};
    if (placing) {
      const to = play.placeStacks.get(column);
      if (!to) return {};
      return { state: "target", onClick: () => send([to]), onDrop: () => send([to]), hint: to };
    }
    if (play.placeKinds.size > 0) {
      if ((mine.stacks[column]?.length ?? 0) >= (START_MAX[column] ?? 0)) return {};
      return {
        state: battalion ? "target" : undefined,
        onClick: battalion ? () => place(battalion, column) : undefined,
        onDrop: (kind) => place(kind, column),
        hint: battalion ? `place ${battalion} here` : undefined,
      };
    }
    if (attacksFrom(play.attacks, column).length === 0) return {};
    const selected = attacker === column;
    return {
      state: selected ? "selected" : "source",
      onClick: () => {
        setChoosing(null);
        setSelection(selected ? null : { kind: "stack", column });
      },
      hint: selected ? "selected to attack; choose a highlighted enemy stack" : "may attack",
    };
  };

  const attack = (a: Attack) => {
    act(a.text);
    setSelection(null);
    setChoosing(null);
  };

  const theirsControl = (column: number): StackControl => {
    if (busy || attacker === undefined || !targets.has(column)) return {};
    const options = attacksFrom(play.attacks, attacker).filter((a) => a.to === column);
    return {
      state: "target",
      hint: options.map((a) => a.label).join(" or "),
      onClick: () => (options.length === 1 ? attack(options[0]!) : setChoosing(column)),
    };
  };

  const choices =
    choosing !== null && attacker !== undefined
      ? attacksFrom(play.attacks, attacker).filter((a) => a.to === choosing)
      : [];
  return {
    mineControl,
    theirsControl,
    placing,
    battalion,
    selectBattalion: (name: string | undefined) =>
      setSelection(name ? { kind: "battalion", name } : null),
    choosingTarget: attacker !== undefined && targets.size > 0 && choices.length === 0,
    choices,
    attack,
  };
}
