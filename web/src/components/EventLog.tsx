import { useEffect, useRef } from "react";

import type { GameEvent } from "../protocol";
import { Die } from "./Dice";

// The narration: every event this seat may see, rolls with their dice, modifiers and outcome.
export function EventLog({ events, seat }: { events: GameEvent[]; seat: number | null }) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [events.length]);
  return (
    <aside className="log" aria-label="Game log">
      <h2>Log</h2>
      <ol>
        {events.map((e) => (
          <li key={e.n} className={`event ${e.kind}${e.player === seat ? " mine" : ""}`}>
            <span className="kind">{e.kind}</span> {e.text}
            {e.kind === "roll" && <Roll data={e.data} />}
          </li>
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
