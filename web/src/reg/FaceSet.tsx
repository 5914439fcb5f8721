import { useEffect } from "react";

import { Answer } from "./Answer";
import { type FaceCounts, facesField } from "./faceCounts";
import { useReg } from "./useReg";
import { COLOURS } from "./vocabulary";

// The face counts of the dice in use, as the server holds them (`faces`), with its warning
// when they are unverified. The page shows them; it never computes with them.
export function FaceSet({ faces }: { faces: FaceCounts | null }) {
  const { reply, error, ask } = useReg();
  useEffect(() => {
    void ask({ calc: "faces", ...facesField(faces) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [faces]);
  const counts = (reply?.counts ?? {}) as FaceCounts;
  return (
    <details className="reg-table">
      <summary>Face set: {typeof reply?.label === "string" ? reply.label : "…"}</summary>
      {reply && (
        <table aria-label="Face counts">
          <thead>
            <tr>
              <th>Colour</th>
              <th>Skull</th>
              <th>Sword</th>
              <th>S</th>
              <th>blank</th>
            </tr>
          </thead>
          <tbody>
            {COLOURS.map((c) => (
              <tr key={c}>
                <th>{c}</th>
                {["skull", "sword", "s", "blank"].map((f) => (
                  <td key={f}>{counts[c]?.[f] ?? "?"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Answer error={error} />
    </details>
  );
}
