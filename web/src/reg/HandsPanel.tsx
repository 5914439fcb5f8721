import { useState } from "react";

import { Answer, Panel, Swatch } from "./Answer";
import { Choice, Text } from "./Fields";
import { useTable } from "./tableKeys";
import type { TableSession } from "./useTableSession";
import { useReg } from "./useReg";
import { GENERAL_TYPES, LEVELS } from "./vocabulary";

interface General {
  name: string;
  level: string;
  type: string;
  commander: string;
  hand: string[];
  dead?: boolean;
  hesitant?: boolean;
}

// The generals and their command cards: add a general by level and type, deal every hand up
// to its allowance, discard a card by tapping it, reshuffle the discards (`general`, `deal`,
// `discard`, `reshuffle`, each with the `state` the last reply returned).
export function HandsPanel(props: {
  session: TableSession;
  absorb: (r: Record<string, unknown> | undefined) => void;
  clear: () => void;
}) {
  const { session, absorb, clear } = props;
  const [name, setName] = useState("");
  const [level, setLevel] = useState<(typeof LEVELS)[number]>("CG");
  const [type, setType] = useState<(typeof GENERAL_TYPES)[number]>("Professional");
  const [commander, setCommander] = useState("no");
  // The army-commander kinds are the rows of the server's generals table after the levels.
  const commanders = useTable("generals", (k) => !(LEVELS as readonly string[]).includes(k));
  const { reply, error, busy, ask } = useReg();
  const withState = session.state === undefined ? {} : { state: session.state };
  const send = async (request: Record<string, unknown> & { calc: string }) =>
    absorb(await ask({ ...request, ...withState }));
  const generals = generalsOf(session.state);
  return (
    <Panel title="Generals and card hands" open>
      <form
        className="reg-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) {
            void send({
              calc: "general",
              name: name.trim(),
              level,
              type,
              ...(commander === "no" ? {} : { commander }),
            });
          }
          setName("");
        }}
      >
        <Text label="General's name" value={name} onChange={setName} placeholder="one word" />
        <Choice label="Level" value={level} choices={LEVELS} onChange={setLevel} />
        <Choice label="Type" value={type} choices={GENERAL_TYPES} onChange={setType} />
        <Choice
          label="Army commander"
          value={commander}
          choices={["no", ...commanders.keys]}
          onChange={setCommander}
        />
        <button disabled={busy || !name.trim()}>Add general</button>
      </form>
      <div className="reg-form">
        <button
          className="primary"
          disabled={busy || generals.length === 0}
          onClick={() => void send({ calc: "deal" })}
        >
          Deal
        </button>{" "}
        <button
          disabled={busy || generals.length === 0}
          onClick={() => void send({ calc: "reshuffle" })}
        >
          Reshuffle discards
        </button>{" "}
        <button type="button" onClick={clear}>
          New table
        </button>
      </div>
      {generals.some((g) => g.hand.length > 0) && (
        <p className="reg-hint">Tap a card to discard it.</p>
      )}
      <ul className="reg-hands" aria-label="Hands">
        {generals.map((g) => (
          <li key={g.name} data-general={g.name}>
            <strong>{g.name}</strong> {g.level} {g.type}
            {g.commander && `, army commander (${g.commander.replace(/_/g, " ")})`}
            {g.dead && " (dead)"}
            {g.hesitant && " (Hesitant)"}:{" "}
            {g.hand.length === 0 ? (
              <span className="empty">no cards</span>
            ) : (
              g.hand.map((c, i) => (
                <button
                  key={i}
                  className="swatch-button"
                  disabled={busy}
                  aria-label={`${g.name} discards ${c}`}
                  onClick={() => void send({ calc: "discard", general: g.name, cards: [c] })}
                >
                  <Swatch colour={c} />
                </button>
              ))
            )}
          </li>
        ))}
      </ul>
      <Answer reply={reply} error={error} />
    </Panel>
  );
}

// The generals of a command state, read defensively: the state is the server's to shape.
function generalsOf(state: unknown): General[] {
  const list = (state as { generals?: unknown } | undefined)?.generals;
  if (!Array.isArray(list)) return [];
  return list.map((g: Record<string, unknown>) => ({
    name: String(g.name ?? ""),
    level: String(g.level ?? ""),
    type: String(g.type ?? ""),
    commander: String(g.commander ?? ""),
    hand: Array.isArray(g.hand) ? g.hand.map(String) : [],
    dead: g.dead === true,
    hesitant: g.hesitant === true,
  }));
}
