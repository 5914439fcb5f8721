import { Fragment, useEffect, useRef } from "react";

import type { GameEvent } from "../protocol";
import { Die } from "./Dice";

// The narration: every event this seat may see, rolls with their dice, modifiers and outcome.
// A note the page adds to the log (a move it played for the player), after event `after`. A
// move played for the player carries `move` (its text) and `run`: notes of one run (no move made
// by hand between them) fold into one line.
export interface LogNote {
  after: number;
  text: string;
  move?: string;
  run?: number;
}

// The notes as the log shows them: a run of two or more moves played for the player is one
// entry, at its last note's place ("3 moves played for you: pass, allow, pass"), the others
// dropped; anything else as it is.
export interface ShownNote {
  after: number;
  text: string;
  folded?: readonly LogNote[];
}

export function foldNotes(notes: readonly LogNote[]): ShownNote[] {
  const shown: ShownNote[] = [];
  let i = 0;
  while (i < notes.length) {
    const first = notes[i]!;
    let j = i + 1;
    if (first.run !== undefined && first.move !== undefined) {
      while (j < notes.length && notes[j]!.run === first.run && notes[j]!.move !== undefined) j++;
    }
    const run = notes.slice(i, j);
    if (run.length === 1) {
      shown.push({ after: first.after, text: first.text });
    } else {
      shown.push({
        after: run[run.length - 1]!.after,
        text: `${run.length} moves played for you: ${run.map((n) => n.move).join(", ")}`,
        folded: run,
      });
    }
    i = j;
  }
  return shown;
}

export function EventLog({
  events,
  seat,
  notes = [],
  names,
}: {
  events: GameEvent[];
  seat: number | null;
  notes?: readonly LogNote[];
  names?: (p: number) => string;
}) {
  const end = useRef<HTMLLIElement>(null);
  const shown = foldNotes(notes);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [events.length, notes.length]);
  return (
    // Focusable: the log scrolls by itself, and a keyboard user must be able to scroll it.
    <aside className="log" aria-label="Game log" tabIndex={0}>
      <h2>Log</h2>
      <ol>
        {shown
          .filter((x) => x.after === 0)
          .map((x, i) => (
            <Note key={`note-0-${i}`} note={x} />
          ))}
        {events.map((e) => (
          <Fragment key={e.n}>
            <li className={`event ${e.kind}${e.player === seat ? " mine" : ""}`}>
              <span className="kind">{e.kind}</span>
              {names &&
                typeof e.player === "number" &&
                names(e.player) !== `Player ${e.player + 1}` && (
                  <span className="who"> {names(e.player)}:</span>
                )}{" "}
              {e.text}
              {e.kind === "roll" && <Roll data={e.data} />}
            </li>
            {shown
              .filter((x) => x.after === e.n)
              .map((x, i) => (
                <Note key={`note-${e.n}-${i}`} note={x} />
              ))}
          </Fragment>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
    </aside>
  );
}

// One note; a folded run opens on a click (a disclosure) to each move with why it was played.
function Note({ note }: { note: ShownNote }) {
  if (!note.folded) return <li className="note">{note.text}</li>;
  return (
    <li className="note folded">
      <details>
        <summary>{note.text}</summary>
        <ol>
          {note.folded.map((n, i) => (
            <li key={i}>{n.text}</li>
          ))}
        </ol>
      </details>
    </li>
  );
}

function Roll({ data }: { data: GameEvent["data"] }) {
  return (
    <div className="roll">
      <span className="dice">
        {data.dice?.map((d, i) => (
          <Die key={i} value={d} />
        ))}
      </span>
      {data.modifiers?.map((m, i) => (
        <span key={i} className="modifier">
          {m.value >= 0 ? "+" : ""}
          {m.value} {m.source}
        </span>
      ))}
      {data.total !== undefined && <span className="total">= {data.total}</span>}
      {data.outcome && <span className="outcome">{data.outcome}</span>}
    </div>
  );
}
