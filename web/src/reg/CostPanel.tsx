import { useState } from "react";

import { Answer, Panel, Swatch } from "./Answer";
import { Choice, Flag, Text } from "./Fields";
import { useTable } from "./tableKeys";
import { useReg } from "./useReg";
import { COST_FORMATIONS } from "./vocabulary";

// What a prompted action costs: the card colour for the unit's formation, with the Keil,
// out-of-command and upgrade adjustments (request `cost`).
export function CostPanel() {
  const [action, setAction] = useState("M4");
  const [formation, setFormation] = useState<(typeof COST_FORMATIONS)[number]>("drilled");
  const [keil, setKeil] = useState(false);
  const [ooc, setOoc] = useState(false);
  const [upgrade, setUpgrade] = useState(false);
  const actions = useTable("actions", (k) => /^[A-Z]\d/.test(k));
  const { reply, error, busy, ask } = useReg();
  const request = {
    calc: "cost",
    action,
    formation,
    keil,
    out_of_command: ooc,
    upgrade,
  };
  const card = typeof reply?.card === "string" ? reply.card : undefined;
  const extra = typeof reply?.extra_coloured_cards === "number" ? reply.extra_coloured_cards : 0;
  return (
    <Panel title="Action cost" open>
      <form
        className="reg-form"
        onSubmit={(e) => {
          e.preventDefault();
          void ask(request);
        }}
      >
        <Text label="Action" value={action} onChange={setAction} suggestions={actions.keys} />
        <Choice
          label="Formation"
          value={formation}
          choices={COST_FORMATIONS}
          onChange={setFormation}
        />
        <Flag label="Keil or Tercio" value={keil} onChange={setKeil} />
        <Flag label="Out of command" value={ooc} onChange={setOoc} />
        <Flag label="General's upgrade" value={upgrade} onChange={setUpgrade} />
        <button className="primary" disabled={busy}>
          Cost
        </button>
      </form>
      <Answer reply={reply} error={error}>
        {card && (
          <p className="reg-headline" data-testid="cost-card">
            <Swatch colour={card}>
              {card} ({String(reply?.numeral)})
            </Swatch>{" "}
            or better{extra > 0 && ` + ${extra} extra coloured card${extra > 1 ? "s" : ""}`}
          </p>
        )}
      </Answer>
      {actions.text && (
        <details className="reg-table">
          <summary>The actions table</summary>
          <pre>{actions.text}</pre>
        </details>
      )}
    </Panel>
  );
}
