import { useMemo } from "react";

import type { BoardProps } from "../types";
import { ArmyPiles } from "./ArmyPiles";
import { BreakpointBar } from "./BreakpointBar";
import { lastCombat } from "./combat";
import { CombatDice } from "./CombatDice";
import { Hand } from "./Hand";
import { readLegal } from "./legalTexts";
import { Line } from "./Line";
import { readTable, type Army } from "./observation";
import { SetupTools } from "./SetupTools";
import { START_MAX } from "./stacks";
import { useCardTexts } from "../useCardTexts";
import { tacticEffect, tacticOf } from "./tacticEffect";
import { TacticWindow } from "./TacticWindow";
import { useActionQueue } from "./useActionQueue";
import { useTableControls } from "./useTableControls";

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
  const queue = useActionQueue(view, act, disabled);
  const busy = disabled || queue.busy;
  const spectator = seat === null;
  const cardTexts = useCardTexts(view.game, mine.handTactics);
  const controls = useTableControls({
    view,
    me,
    mine,
    play,
    act,
    send: (texts) => queue.start(texts),
    busy,
    spectator,
  });
  const combat = useMemo(() => lastCombat(events), [events]);
  const who = (p: number) => (spectator ? `Player ${p + 1}` : p === me ? "Your" : "Enemy");
  // During setup the limit is the start maximum; afterwards the card limit (terrain lowers it).
  const limits = (army: Army) => (view.setup ? START_MAX : army.cardLimits);

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
        control={controls.theirsControl}
      />
      <div className="middle">
        {controls.choices.length > 0 && (
          <div className="attack-choices" role="group" aria-label="Choose the attack">
            {controls.choices.map((a) => (
              <button
                key={a.text}
                data-action={a.text}
                disabled={busy}
                onClick={() => controls.attack(a)}
              >
                {a.text}
              </button>
            ))}
          </div>
        )}
        {controls.choosingTarget && (
          <p className="prompt">Choose a highlighted enemy stack to attack.</p>
        )}
        {controls.placing && (
          <p className="prompt">Choose a highlighted stack for the battalion in hand.</p>
        )}
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
      <Line
        army={mine}
        owner={me}
        mine={true}
        limits={limits(mine)}
        control={controls.mineControl}
      />
      <div className="side me">
        <h3 className="army-title">
          {who(me)} army: {mine.nation}
        </h3>
        <BreakpointBar army={mine} who={who(me)} mine={true} />
        <ArmyPiles army={mine} who={who(me)} mine={true} />
        {view.setup && !spectator && (
          <SetupTools
            game={view.game}
            side={me}
            pool={mine.setupPool}
            play={play}
            battalion={controls.battalion}
            selectBattalion={controls.selectBattalion}
            placing={controls.placing}
            act={act}
            start={queue.start}
            busy={busy}
          />
        )}
        {!spectator && (
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
        effect={(text) => {
          const card = tacticOf(text, mine.handTactics);
          return tacticEffect(text, mine.handTactics, events) ?? (card && cardTexts[card]);
        }}
        help={view.phase_help}
        act={act}
        disabled={busy}
      />
    </div>
  );
}
