import { useState } from "react";

import { Answer, Panel } from "./Answer";
import { Choice, Count, Flag, Text } from "./Fields";
import { useTable } from "./tableKeys";
import { useReg } from "./useReg";
import { GOINGS, QUALITIES } from "./vocabulary";

// Move and evade distances in base widths (`move`, `evade`, `odds evade`), with the server's
// movement and evade tables to check them against.
export function MovePanel() {
  const movement = useTable("movement");
  const evadeTable = useTable("evade");
  const [troop, setTroop] = useState("close_foot");
  const [going, setGoing] = useState<(typeof GOINGS)[number]>("good");
  const [fleet, setFleet] = useState(false);
  const [obstacle, setObstacle] = useState(false);
  const [quality, setQuality] = useState<(typeof QUALITIES)[number]>("average");
  const [skirmish, setSkirmish] = useState(false);
  const [roll, setRoll] = useState(0);
  const move = useReg();
  const evade = useReg();
  const odds = useReg();
  const base = { troop, going, fleet, obstacle };
  return (
    <Panel title="Movement and evades">
      <div className="reg-form">
        <Text label="Troop" value={troop} onChange={setTroop} suggestions={movement.keys} />
        <Choice label="Going" value={going} choices={GOINGS} onChange={setGoing} />
        <Flag label="Fleet of Foot" value={fleet} onChange={setFleet} />
        <Flag label="Linear obstacle" value={obstacle} onChange={setObstacle} />
        <button
          className="primary"
          disabled={move.busy}
          onClick={() => void move.ask({ calc: "move", ...base })}
        >
          Move
        </button>
      </div>
      <Answer reply={move.reply} error={move.error}>
        {typeof move.reply?.distance === "number" && (
          <p className="reg-headline">{move.reply.distance} BW</p>
        )}
      </Answer>
      <div className="reg-form">
        <Choice label="Evader quality" value={quality} choices={QUALITIES} onChange={setQuality} />
        <Flag label="Skirmishing" value={skirmish} onChange={setSkirmish} />
        <Count label="d6 rolled (0: roll it)" value={roll} min={0} max={6} onChange={setRoll} />
        <button
          disabled={evade.busy}
          onClick={() =>
            void evade.ask({
              calc: "evade",
              ...base,
              quality,
              skirmish,
              ...(roll > 0 ? { roll } : {}),
            })
          }
        >
          Evade
        </button>{" "}
        <button
          disabled={odds.busy}
          onClick={() => void odds.ask({ calc: "odds", of: "evade", ...base, quality, skirmish })}
        >
          Evade odds
        </button>
      </div>
      <Answer reply={evade.reply} error={evade.error}>
        {typeof evade.reply?.distance === "number" && (
          <p className="reg-headline">
            d6 {String(evade.reply.roll)}: {evade.reply.distance} BW
          </p>
        )}
      </Answer>
      <Answer reply={odds.reply} error={odds.error} />
      {movement.text && (
        <details className="reg-table">
          <summary>Movement table</summary>
          <pre>{movement.text}</pre>
        </details>
      )}
      {evadeTable.text && (
        <details className="reg-table">
          <summary>Evade table</summary>
          <pre>{evadeTable.text}</pre>
        </details>
      )}
    </Panel>
  );
}
