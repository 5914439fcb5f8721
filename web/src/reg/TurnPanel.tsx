import { useEffect } from "react";

import { Answer, Panel } from "./Answer";
import { useTable } from "./tableKeys";
import type { TableSession } from "./useTableSession";
import { useReg } from "./useReg";
import { inWords } from "./vocabulary";

// The turn tracker: where the turn stands (1.1 to 6.3), what the step asks, and which KaB
// tests fall due (`turn` with the `position`, and the card `state` it resets).
export function TurnPanel(props: {
  session: TableSession;
  absorb: (r: Record<string, unknown> | undefined) => void;
}) {
  const { session, absorb } = props;
  const steps = useTable("turn", (k) => /^\d\.\d+$/.test(k));
  const { reply, error, busy, ask } = useReg();
  const send = async (request: Record<string, unknown>) =>
    absorb(
      await ask({
        calc: "turn",
        ...request,
        ...(session.position === undefined ? {} : { position: session.position }),
        ...(session.state === undefined ? {} : { state: session.state }),
      }),
    );
  useEffect(() => {
    void send({ action: "show" });
    // Once, to show where a reloaded table stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Panel title="Turn tracker" open>
      {typeof reply?.step === "string" && (
        <div aria-label="Current step">
          <p className="reg-headline">
            Turn {turnOf(reply.position)}, step {reply.step}
          </p>
          <p className="reg-summary">{String(reply.summary)}</p>
        </div>
      )}
      <div className="reg-form">
        <button className="primary" disabled={busy} onClick={() => void send({ action: "next" })}>
          Next step
        </button>{" "}
        <label className="reg-field">
          <span>Go to step</span>
          <select
            aria-label="Go to step"
            value=""
            onChange={(e) => e.target.value && void send({ action: "goto", step: e.target.value })}
          >
            <option value="">…</option>
            {steps.keys.map((s) => (
              <option key={s} value={s}>
                {inWords(s)}
              </option>
            ))}
          </select>
        </label>{" "}
        <button disabled={busy} onClick={() => void send({ action: "reset" })}>
          Back to turn 1
        </button>
      </div>
      <Answer reply={reply} error={error} />
    </Panel>
  );
}

const turnOf = (position: unknown): string => {
  const t = (position as { turn?: unknown } | undefined)?.turn;
  return typeof t === "number" ? String(t) : "?";
};
