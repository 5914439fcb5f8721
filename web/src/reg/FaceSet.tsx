import { useEffect } from "react";

import { Answer } from "./Answer";
import { useReg } from "./useReg";
import { COLOURS } from "./vocabulary";

type FaceCounts = Record<string, Record<string, number>>;

// The face counts of the dice in use, as the server holds them (`faces`), with its warning
// when they are unverified. The page shows them; it never computes with them.
export function FaceSet({ facesFile }: { facesFile: string }) {
  const { reply, error, ask } = useReg();
  useEffect(() => {
    void ask({ calc: "faces", ...(facesFile ? { file: facesFile } : {}) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [facesFile]);
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
