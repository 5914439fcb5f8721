import { useState } from "react";

import type { RegReply } from "../net/reg";
import { Answer, Panel, Swatch } from "./Answer";
import { fileRequest, newFile } from "./combatFile";
import { Choice } from "./Fields";
import { FileEditor } from "./FileEditor";
import { useReg } from "./useReg";
import { PHASES } from "./vocabulary";

// Every claim of a combat, the totals, the advantage and the dice each file rolls (`claims`);
// then the same combat rolled and resolved (`roll`), or its exact odds (`odds combat`).
export function ClaimsPanel() {
  const [phase, setPhase] = useState<(typeof PHASES)[number]>("charge");
  const [a, setA] = useState(newFile);
  const [b, setB] = useState(newFile);
  const claims = useReg();
  const roll = useReg();
  const odds = useReg();
  return (
    <Panel title="Claims and combat">
      <form
        className="reg-form"
        onSubmit={(e) => {
          e.preventDefault();
          void claims.ask({
            calc: "claims",
            phase,
            a: fileRequest(a, false),
            b: fileRequest(b, false),
          });
        }}
      >
        <Choice label="Phase" value={phase} choices={PHASES} onChange={setPhase} />
        <div className="reg-files">
          <FileEditor name="a" file={a} onChange={setA} />
          <FileEditor name="b" file={b} onChange={setB} />
        </div>
        <button className="primary" disabled={claims.busy}>
          Claims
        </button>{" "}
        <button
          type="button"
          disabled={roll.busy}
          onClick={() =>
            void roll.ask({ calc: "roll", phase, a: fileRequest(a, true), b: fileRequest(b, true) })
          }
        >
          Roll this combat
        </button>{" "}
        <button
          type="button"
          disabled={odds.busy}
          onClick={() =>
            void odds.ask({
              calc: "odds",
              of: "combat",
              phase,
              a: fileRequest(a, true),
              b: fileRequest(b, true),
            })
          }
        >
          Odds of this combat
        </button>
      </form>
      <Answer reply={claims.reply} error={claims.error}>
        {claims.reply && <ClaimSummary reply={claims.reply} />}
      </Answer>
      <Answer reply={roll.reply} error={roll.error} />
      <Answer reply={odds.reply} error={odds.error} />
    </Panel>
  );
}

function ClaimSummary({ reply }: { reply: RegReply }) {
  const side = (k: "a" | "b") => reply[k] as { total?: number; dice?: string[] } | undefined;
  return (
    <table className="reg-claims" aria-label="Claims summary">
      <tbody>
        {(["a", "b"] as const).map((k) => (
          <tr key={k} data-file={k}>
            <th>File {k}</th>
            <td className="claim-total">{side(k)?.total ?? 0}</td>
            <td className="claim-dice">
              {(side(k)?.dice ?? []).map((c, i) => (
                <Swatch key={i} colour={c} />
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
