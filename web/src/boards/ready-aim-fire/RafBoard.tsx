import { useMemo, useState } from "react";

import { lastFormation, setupKey } from "../../state/setupMemory";
import type { BoardProps } from "../types";
import { ArmyPiles } from "./ArmyPiles";
import { BreakpointBar } from "./BreakpointBar";
import { lastCombat } from "./combat";
import { CombatDice } from "./CombatDice";
import { Hand } from "./Hand";
import { attacksFrom, readLegal, targetsOf } from "./legalTexts";
import { Line } from "./Line";
import { readTable, type Army } from "./observation";
import { SameAsLastTime } from "./SameAsLastTime";
import { SetupPool } from "./SetupPool";
import type { StackControl } from "./Stack";
import { START_MAX, stackName } from "./stacks";
import { tacticEffect } from "./tacticEffect";
import { TacticWindow } from "./TacticWindow";
import { useActionQueue } from "./useActionQueue";

type Selection = { kind: "battalion"; name: string } | { kind: "stack"; column: number } | null;

// Ready Aim Fire's table: the enemy line at the top and the player's at the bottom, facing
// column by column, with each army's piles and breakpoint bar, the last combat in between, and
// the player's hands below. Setup is by dragging (or clicking) battalions onto stacks; attacks
// by clicking one of the player's stacks and then a highlighted enemy stack. Every other legal
// action stays in the action bar under the board.
export function RafBoard({ view, seat, act, disabled, events }: BoardProps) {
  const table = readTable(view.observation);
  const me = seat ?? 0;
  const them = 1 - me;
  const [mine, theirs] = me === 0 ? table.armies : [table.armies[1], table.armies[0]];
  const play = readLegal(view.legal, me);
  const [selection, setSelection] = useState<Selection>(null);
  const [choices, setChoices] = useState<number | null>(null); // enemy column with several attacks
  const queue = useActionQueue(view, act, disabled);
  const combat = useMemo(() => lastCombat(events), [events]);
  const who = (p: number) => (seat === null ? `Player ${p + 1}` : p === me ? "Your" : "Enemy");
  const setupMine = view.setup && seat !== null;
  const busy = disabled || queue.busy;

  // During setup the limit is the start maximum; afterwards the card limit (terrain lowers it).
  const limits = (army: Army) => (view.setup ? START_MAX : army.cardLimits);

  const placing = play.placeStacks.size > 0; // a battalion is picked up: "to <stack>" is legal
  const selectedBattalion = selection?.kind === "battalion" ? selection.name : undefined;
  const selectedStack = selection?.kind === "stack" ? selection.column : undefined;
  const targets =
    selectedStack === undefined ? new Set<number>() : targetsOf(play.attacks, selectedStack);

  const place = (kind: string, column: number) => {
    const to = play.placeStacks.get(column);
    if (to) queue.start([to]);
    else {
      const pick = play.placeKinds.get(kind);
      if (!pick) return;
      const stackText = `to ${stackName(me, column)}`;
      queue.start([pick, stackText]);
    }
    setSelection(null);
  };

  const myControl = (column: number): StackControl => {
    if (busy || seat === null) return {};
    if (placing) {
      const to = play.placeStacks.get(column);
      return to
        ? {
            state: "target",
            onClick: () => queue.start([to]),
            onDrop: () => queue.start([to]),
            hint: to,
          }
        : {};
    }
    if (play.placeKinds.size > 0) {
      const full = (mine.stacks[column]?.length ?? 0) >= (START_MAX[column] ?? 0);
      if (full) return {};
      return {
        state: selectedBattalion ? "target" : undefined,
        onClick: selectedBattalion ? () => place(selectedBattalion, column) : undefined,
        onDrop: (kind) => place(kind, column),
        hint: selectedBattalion ? `place ${selectedBattalion} here` : undefined,
      };
    }
    if (attacksFrom(play.attacks, column).length > 0) {
      const selected = selectedStack === column;
      return {
        state: selected ? "selected" : "source",
        onClick: () => {
          setChoices(null);
          setSelection(selected ? null : { kind: "stack", column });
        },
        hint: selected ? "selected to attack; choose a highlighted enemy stack" : "may attack",
      };
    }
    return {};
  };

  const theirControl = (column: number): StackControl => {
    if (busy || selectedStack === undefined || !targets.has(column)) return {};
    const options = attacksFrom(play.attacks, selectedStack).filter((a) => a.to === column);
    return {
      state: "target",
      hint: options.map((a) => a.label).join(" or "),
      onClick: () => {
        if (options.length === 1) {
          act(options[0]!.text);
          setSelection(null);
        } else setChoices(column);
      },
    };
  };

  const attackChoices =
    choices !== null && selectedStack !== undefined
      ? attacksFrom(play.attacks, selectedStack).filter((a) => a.to === choices)
      : [];
  const remembered =
    view.setup && seat !== null ? lastFormation(localStorage, setupKey(kindOf(view.game), me)) : [];

  return (
    <div className="board raf">
      <div className="side them">
        <h3 className="army-title">
          {who(them)} army: {theirs.nation}
        </h3>
        <BreakpointBar army={theirs} who={who(them)} mine={false} />
        <ArmyPiles army={theirs} who={who(them)} mine={false} />
      </div>
      <Line
        army={theirs}
        owner={them}
        mine={false}
        limits={limits(theirs)}
        control={theirControl}
      />
      <div className="middle">
        {attackChoices.length > 1 && (
          <div className="attack-choices" role="group" aria-label="Choose the attack">
            {attackChoices.map((a) => (
              <button
                key={a.text}
                data-action={a.text}
                disabled={busy}
                onClick={() => {
                  act(a.text);
                  setSelection(null);
                  setChoices(null);
                }}
              >
                {a.text}
              </button>
            ))}
          </div>
        )}
        {selectedStack !== undefined && attackChoices.length <= 1 && (
          <p className="prompt">Choose a highlighted enemy stack to attack.</p>
        )}
        {placing && <p className="prompt">Choose a highlighted stack for the battalion in hand.</p>}
        <div className="table-piles">
          <div className="pile" aria-label={`Tactics deck: ${table.tacticsDeck} cards`}>
            Tactics deck <strong>{table.tacticsDeck}</strong>
          </div>
          {table.attacksLeft > 0 && (
            <div className="pile" aria-label={`Attacks left: ${table.attacksLeft}`}>
              Attacks left <strong>{table.attacksLeft}</strong>
            </div>
          )}
        </div>
        {combat && <CombatDice combat={combat} seat={seat} />}
      </div>
      <Line army={mine} owner={me} mine={true} limits={limits(mine)} control={myControl} />
      <div className="side me">
        <h3 className="army-title">
          {who(me)} army: {mine.nation}
        </h3>
        <BreakpointBar army={mine} who={who(me)} mine={true} />
        <ArmyPiles army={mine} who={who(me)} mine={true} />
        {setupMine && (
          <div className="setup-tools">
            <SetupPool
              pool={mine.setupPool}
              placeable={play.placeKinds}
              selected={selectedBattalion}
              select={(name) => setSelection(name ? { kind: "battalion", name } : null)}
              disabled={busy || placing}
            />
            <div className="setup-buttons">
              {play.deploy && (
                <button data-action={play.deploy} disabled={busy} onClick={() => act(play.deploy!)}>
                  Deploy for me
                </button>
              )}
              <SameAsLastTime
                texts={remembered}
                offered={!busy && (play.placeKinds.size > 0 || play.deploy !== undefined)}
                start={queue.start}
              />
              {play.done && (
                <button
                  className="primary"
                  data-action={play.done}
                  disabled={busy}
                  onClick={() => act(play.done!)}
                >
                  Done: the line is formed
                </button>
              )}
            </div>
          </div>
        )}
        {seat !== null && (
          <Hand
            army={mine.handArmy}
            tactics={mine.handTactics}
            designated={mine.armyCommanderDesignated}
            legal={view.legal}
            act={act}
            disabled={busy}
          />
        )}
      </div>
      <TacticWindow
        tactics={play.tactics}
        decline={play.declineTactics}
        effect={(text) => tacticEffect(text, mine.handTactics, events)}
        help={view.phase_help}
        act={act}
        disabled={busy}
      />
    </div>
  );
}

const kindOf = (spec: string): string => spec.split(":")[0] ?? spec;
