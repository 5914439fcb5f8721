import { useEffect, useState } from "react";

import { Answer } from "./Answer";
import { countsOf, FACE_KEYS, type FaceCounts, withCount } from "./faceCounts";
import { useReg } from "./useReg";
import { COLOURS, FACES } from "./vocabulary";

// The player's own dice: the server's face counts as a grid to edit; "Use these dice" makes every
// roll, odds and KaB test on this page use them (sent with each request as `face_counts`).
export function OwnDice(props: {
  inUse: FaceCounts | null;
  onUse: (c: FaceCounts | null) => void;
}) {
  const built = useReg();
  const [draft, setDraft] = useState<FaceCounts>();
  useEffect(() => {
    void built.ask({ calc: "faces" }).then((r) => setDraft((d) => d ?? countsOf(r)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const check = useReg();
  const use = async () => {
    if (!draft) return;
    // The server checks the counts (a die needs a face, at most 100 of each) before they are used.
    const r = await check.ask({ calc: "faces", face_counts: draft });
    if (r) props.onUse(draft);
  };
  return (
    <details className="reg-panel" aria-label="Your own dice">
      <summary>
        <h2>Your own dice</h2>
      </summary>
      <p>
        The face counts of the coloured dice are unpublished; the built-in set says "(unverified)".
        Count the faces of your own dice here.
      </p>
      {draft && (
        <table className="reg-faces" aria-label="Your face counts">
          <thead>
            <tr>
              <th>Colour</th>
              {FACES.map((f) => (
                <th key={f}>{f}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COLOURS.map((c) => (
              <tr key={c}>
                <th>{c}</th>
                {FACE_KEYS.map((f, i) => (
                  <td key={f}>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={100}
                      aria-label={`${c} ${FACES[i]}`}
                      value={draft[c]?.[f] ?? 0}
                      onChange={(e) => setDraft(withCount(draft, c, f, Number(e.target.value)))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="reg-form">
        <button type="button" onClick={() => void use()} disabled={!draft || check.busy}>
          Use these dice
        </button>
        <button type="button" onClick={() => props.onUse(null)} disabled={!props.inUse}>
          Back to the built-in set
        </button>
      </div>
      <p>In use: {props.inUse ? "your own dice" : "the built-in face set"}</p>
      <Answer error={check.error ?? built.error} />
    </details>
  );
}
