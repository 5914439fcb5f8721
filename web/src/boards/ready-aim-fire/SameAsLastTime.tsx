import { useState } from "react";

import type { QueueOutcome } from "./useActionQueue";

// Offers the formation this side sent last game: its texts are re-sent one by one, each only if
// it is legal at that moment, and the player is told how many battalions it placed.
export function SameAsLastTime(props: {
  texts: readonly string[];
  offered: boolean;
  start: (texts: string[], done: (outcome: QueueOutcome) => void) => void;
}) {
  const { texts, offered, start } = props;
  const [report, setReport] = useState<string>();
  if (texts.length === 0) return null;
  return (
    <>
      {offered && (
        <button
          onClick={() => {
            setReport(undefined);
            start([...texts], (o) => setReport(describe(o)));
          }}
        >
          Same as last time
        </button>
      )}
      {report && (
        <p className="replay-report" role="status">
          {report}
        </p>
      )}
    </>
  );
}

// A placement ends with its "to <stack>"; "deploy for me" places whatever was left.
export function describe({ sent, skipped }: QueueOutcome): string {
  const placed = sent.filter((t) => t.startsWith("to ")).length;
  const deployed = sent.includes("deploy for me");
  const missed = skipped.filter((t) => t.startsWith("place ")).length;
  return (
    `Same as last time: ${placed} battalion${placed === 1 ? "" : "s"} placed as before` +
    (deployed ? ", the rest deployed for you" : "") +
    (missed ? `; ${missed} could not be placed as before` : "") +
    ". Check the line and finish it."
  );
}
