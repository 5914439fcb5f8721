import { useEffect, useState } from "react";

import { Answer, Panel, Swatch } from "./Answer";
import { Count, Text } from "./Fields";
import { FaceSet } from "./FaceSet";
import { facesField, type FaceCounts } from "./faceCounts";
import { useReg } from "./useReg";
import { COLOURS } from "./vocabulary";

type Counts = Record<(typeof COLOURS)[number], number>;

// The coloured-dice roller: how many of each colour, optionally the faces you rolled yourself
// and a seed for repeatable dice; the exact odds of the same dice (`roll dice=…`, `odds dice`).
export function DicePanel({ faces }: { faces: FaceCounts | null }) {
  const [counts, setCounts] = useState<Counts>({ Black: 0, White: 1, Green: 0, Yellow: 0, Red: 1 });
  const [seed, setSeed] = useState("");
  const [entered, setEntered] = useState("");
  const [targetBases, setTargetBases] = useState(0);
  const [targetWounds, setTargetWounds] = useState(0);
  const roll = useReg();
  const odds = useReg();
  const dice = COLOURS.flatMap((c) => Array<string>(counts[c]).fill(c));
  const shared = facesField(faces);
  useEffect(() => {
    // Odds of other dice are stale: clear them rather than show numbers for the wrong roll.
    odds.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dice.join(","), faces]);
  const target = targetBases > 0 ? { target: { bases: targetBases, wounds: targetWounds } } : {};
  const rolled = Array.isArray(roll.reply?.dice)
    ? (roll.reply.dice as { colour: string; face: string }[])
    : [];
  return (
    <Panel title="Dice roller and odds">
      <div className="reg-form">
        <div className="reg-counts" role="group" aria-label="Dice to roll">
          {COLOURS.map((c) => (
            <Count
              key={c}
              label={c}
              value={counts[c]}
              min={0}
              max={8}
              onChange={(v) => setCounts({ ...counts, [c]: v })}
            />
          ))}
        </div>
        <Text label="Seed (optional)" value={seed} onChange={setSeed} inputMode="numeric" />
        <Text
          label="Faces you rolled (optional)"
          value={entered}
          onChange={setEntered}
          placeholder="e.g. Skull blank"
        />
        <Count
          label="Target bases"
          value={targetBases}
          min={0}
          max={12}
          onChange={setTargetBases}
        />
        <Count
          label="Target wounds"
          value={targetWounds}
          min={0}
          max={40}
          onChange={setTargetWounds}
        />
        <button
          className="primary"
          disabled={roll.busy || dice.length === 0}
          onClick={() =>
            void roll.ask({
              calc: "roll",
              dice,
              ...(entered.trim() ? { faces: entered.trim().split(/[\s,]+/) } : {}),
              ...(seed.trim() ? { seed: seed.trim() } : {}),
              ...shared,
            })
          }
        >
          Roll
        </button>{" "}
        <button
          disabled={odds.busy || dice.length === 0}
          onClick={() => void odds.ask({ calc: "odds", of: "dice", dice, ...target, ...shared })}
        >
          Exact odds
        </button>
      </div>
      <Answer reply={roll.reply} error={roll.error}>
        <p className="reg-headline" aria-label="Rolled dice">
          {rolled.map((d, i) => (
            <Swatch key={i} colour={d.colour}>
              {d.face}
            </Swatch>
          ))}
        </p>
      </Answer>
      <Answer reply={odds.reply} error={odds.error} />
      <FaceSet faces={faces} />
    </Panel>
  );
}
