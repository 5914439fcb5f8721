import { useState } from "react";

import { Answer, Panel, Swatch } from "./Answer";
import { Choice, Count } from "./Fields";
import { facesField, type FaceCounts } from "./faceCounts";
import { useReg } from "./useReg";
import { FACES, LEVELS, QUALITIES } from "./vocabulary";

const ROLL = "roll it";

// Keep-a-Brave-face tests: a unit by quality (with its size and wounds) or a general by level;
// the face rolled or entered, what it does, and the exact odds (`kab`, `odds kab|general`).
export function KabPanel({ faces }: { faces: FaceCounts | null }) {
  const [target, setTarget] = useState<"unit" | "general">("unit");
  const [quality, setQuality] = useState<(typeof QUALITIES)[number]>("average");
  const [level, setLevel] = useState<(typeof LEVELS)[number]>("CG");
  const [bases, setBases] = useState(4);
  const [wounds, setWounds] = useState(0);
  const [face, setFace] = useState<string>(ROLL);
  const test = useReg();
  const odds = useReg();
  const shared = facesField(faces);
  const who = target === "unit" ? { quality, bases, wounds } : { level };
  return (
    <Panel title="KaB tests">
      <div className="reg-form">
        <Choice
          label="Who"
          value={target}
          choices={["unit", "general"] as const}
          onChange={setTarget}
        />
        {target === "unit" ? (
          <>
            <Choice label="Quality" value={quality} choices={QUALITIES} onChange={setQuality} />
            <Count label="Bases" value={bases} min={1} max={12} onChange={setBases} />
            <Count label="Wounds" value={wounds} min={0} max={40} onChange={setWounds} />
          </>
        ) : (
          <Choice label="Level" value={level} choices={LEVELS} onChange={setLevel} />
        )}
        <Choice label="Face" value={face} choices={[ROLL, ...FACES]} onChange={setFace} />
        <button
          className="primary"
          disabled={test.busy}
          onClick={() =>
            void test.ask({
              calc: "kab",
              target,
              ...who,
              ...(face === ROLL ? {} : { face }),
              ...shared,
            })
          }
        >
          Test
        </button>{" "}
        <button
          disabled={odds.busy}
          onClick={() =>
            void odds.ask({
              calc: "odds",
              of: target === "unit" ? "kab" : "general",
              ...who,
              ...shared,
            })
          }
        >
          Exact odds
        </button>
      </div>
      <Answer reply={test.reply} error={test.error}>
        {typeof test.reply?.die === "string" && (
          <p className="reg-headline">
            <Swatch colour={test.reply.die}>{String(test.reply.face)}</Swatch>
          </p>
        )}
      </Answer>
      <Answer reply={odds.reply} error={odds.error} />
    </Panel>
  );
}
