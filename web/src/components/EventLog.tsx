import { Fragment, useEffect, useRef } from "react";

import type { GameEvent } from "../protocol";
import { Die } from "./Dice";

// The narration: every event this seat may see, rolls with their dice, modifiers and outcome.
// A note the page adds to the log (a move it played for the player), after event `after`.
export interface LogNote {
  after: number;
  text: string;
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
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [events.length, notes.length]);
  return (
    // Focusable: the log scrolls by itself, and a keyboard user must be able to scroll it.
    <aside className="log" aria-label="Game log" tabIndex={0}>
      <h2>Log</h2>
      <ol>
        {notes
          .filter((x) => x.after === 0)
          .map((x, i) => (
            <li key={`note-0-${i}`} className="note">
              {x.text}
            </li>
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
            {notes
              .filter((x) => x.after === e.n)
              .map((x, i) => (
                <li key={`note-${e.n}-${i}`} className="note">
                  {x.text}
                </li>
              ))}
          </Fragment>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
    </aside>
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
