import { useEffect, useState } from "react";

import type { RegReply } from "../net/reg";
import { Answer, Panel, Swatch } from "./Answer";
import {
  afterRoll,
  claimsRequest,
  loadClaimsForm,
  newClaimsForm,
  saveClaimsForm,
  type ClaimsForm,
} from "./combatFile";
import { Choice, Flag } from "./Fields";
import { FileEditor } from "./FileEditor";
import { useReg } from "./useReg";
import { PHASES } from "./vocabulary";

// Every claim of a combat, the totals, the advantage and the dice each file rolls (`claims`);
// then the same combat rolled and resolved (`roll`), which moves each file's Wounds on, or its
// exact odds (`odds combat`). The form is kept in the browser, so a reload finds it as it was.
export function ClaimsPanel() {
  const [form, setForm] = useState<ClaimsForm>(() => loadClaimsForm());
  useEffect(() => saveClaimsForm(form), [form]);
  const claims = useReg();
  const roll = useReg();
  const odds = useReg();
  const set = <K extends keyof ClaimsForm>(k: K, v: ClaimsForm[K]) =>
    setForm((f) => ({ ...f, [k]: v }));
  return (
    <Panel title="Claims and combat">
      <form
        className="reg-form"
        onSubmit={(e) => {
          e.preventDefault();
          void claims.ask(claimsRequest("claims", form));
        }}
      >
        <Choice
          label="Phase"
          value={form.phase}
          choices={PHASES}
          onChange={(v) => set("phase", v)}
        />
        <Flag
          label="Good going (lines 189, 194)"
          value={form.good_going}
          onChange={(v) => set("good_going", v)}
        />
        <div className="reg-files">
          <FileEditor name="a" file={form.a} onChange={(f) => set("a", f)} />
          <FileEditor name="b" file={form.b} onChange={(f) => set("b", f)} />
        </div>
        <button className="primary" disabled={claims.busy}>
          Claims
        </button>{" "}
        <button
          type="button"
          disabled={roll.busy}
          onClick={async () => {
            const sent = form;
            const reply = await roll.ask(claimsRequest("roll", sent));
            if (reply) setForm((f) => (f === sent ? afterRoll(f, reply) : f));
          }}
        >
          Roll this combat
        </button>{" "}
        <button
          type="button"
          disabled={odds.busy}
          onClick={() => void odds.ask(claimsRequest("odds", form))}
        >
          Odds of this combat
        </button>{" "}
        <button
          type="button"
          onClick={() => {
            setForm(newClaimsForm());
            claims.reset();
            roll.reset();
            odds.reset();
          }}
        >
          Clear the form
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
