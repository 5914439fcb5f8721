import { useEffect, useState } from "react";

import type { View } from "../protocol";

// "Same as last time": while a seat forms its army (view.setup), the texts this browser sent at
// that side's last setup are sent again one at a time, each only if the server lists it as legal
// at that moment (the others are passed over), and the player is told how many were played. The
// player finishes the formation himself.
export function SameAsLastTime(props: {
  texts: readonly string[];
  view: View;
  ready: boolean; // this seat is to move and nothing is waiting for an answer
  act: (text: string) => void;
}) {
  const { texts, view, ready, act } = props;
  const [queue, setQueue] = useState<string[] | null>(null);
  const [report, setReport] = useState<string>();
  useEffect(() => {
    if (queue === null || !ready) return;
    const legal = new Set(view.legal.map((a) => a.text));
    const i = queue.findIndex((t) => legal.has(t));
    if (i < 0) {
      const sent = texts.length - queue.length;
      setReport(
        `Same as last time: ${sent} of ${texts.length} moves played as before` +
          (queue.length ? `; ${queue.length} could not be` : "") +
          ". Check the line and finish it.",
      );
      setQueue(null);
      return;
    }
    setQueue(queue.slice(i + 1));
    act(queue[i]!);
    // One text per new view: the version says the last one was answered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue === null, ready, view.version]);
  if (texts.length === 0 || !view.setup) return null;
  return (
    <div className="same-as-last-time">
      {queue === null && ready && (
        <button
          onClick={() => {
            setReport(undefined);
            setQueue([...texts]);
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
    </div>
  );
}
