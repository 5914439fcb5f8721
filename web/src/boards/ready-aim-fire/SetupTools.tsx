import { lastFormation, setupKey } from "../../state/setupMemory";
import type { TablePlay } from "./legalTexts";
import { SameAsLastTime } from "./SameAsLastTime";
import { SetupPool } from "./SetupPool";
import type { QueueOutcome } from "./useActionQueue";

// Forming the line: the battalions to place, "deploy for me", "same as last time" (this side's
// last formation in this browser) and "done".
export function SetupTools(props: {
  game: string; // the view's game spec
  side: number;
  pool: readonly string[];
  play: TablePlay;
  battalion: string | undefined;
  selectBattalion: (name: string | undefined) => void;
  placing: boolean;
  act: (text: string) => void;
  start: (texts: string[], done: (outcome: QueueOutcome) => void) => void;
  busy: boolean;
}) {
  const { game, side, pool, play, battalion, selectBattalion, placing, act, start, busy } = props;
  const remembered = lastFormation(localStorage, setupKey(game.split(":")[0] ?? game, side));
  return (
    <div className="setup-tools">
      <SetupPool
        pool={pool}
        placeable={play.placeKinds}
        selected={battalion}
        select={selectBattalion}
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
          start={start}
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
  );
}
