import { useEffect, useRef, useState } from "react";

import type { View } from "../../protocol";
import { nextReplayStep } from "./replayPlan";

export interface QueueOutcome {
  sent: string[];
  skipped: string[];
}

// How long to wait for the view after a text before taking it as refused (a refusal brings an
// error and no new view).
const REFUSED_AFTER_MS = 3000;

interface Running extends QueueOutcome {
  texts: string[];
  done?: (outcome: QueueOutcome) => void;
}

// Sends a list of setup texts one at a time, each once the server has answered the one before
// and only if it is legal in the view of that moment (replayPlan.ts). Used for a placement
// (its "place" then its "to") and for "same as last time". A refused text, or the end of the
// setup, stops the queue.
export function useActionQueue(view: View, act: (text: string) => void, disabled: boolean) {
  const [running, setRunning] = useState<Running | null>(null);
  const sentAt = useRef(-1); // the view version the last text was sent from

  useEffect(() => {
    if (!running || disabled) return;
    const finish = (r: Running, skipped: string[]) => {
      setRunning(null);
      r.done?.({ sent: r.sent, skipped: [...r.skipped, ...skipped] });
    };
    if (!view.setup) return finish(running, running.texts);
    // The server acknowledges before it sends the new view: wait for the view. A text it
    // refused brings no new view at all, so after a while the queue gives up.
    if (sentAt.current === view.version) {
      const timer = setTimeout(() => finish(running, running.texts), REFUSED_AFTER_MS);
      return () => clearTimeout(timer);
    }
    const step = nextReplayStep(
      running.texts,
      view.legal.map((a) => a.text),
    );
    if (step.send === undefined) return finish(running, step.skipped);
    sentAt.current = view.version;
    setRunning({
      ...running,
      texts: step.rest,
      sent: [...running.sent, step.send],
      skipped: [...running.skipped, ...step.skipped],
    });
    act(step.send);
  }, [running, disabled, view, act]);

  const start = (texts: string[], done?: (outcome: QueueOutcome) => void) => {
    sentAt.current = -1;
    setRunning({ texts, sent: [], skipped: [], done });
  };
  return { start, busy: running !== null };
}
