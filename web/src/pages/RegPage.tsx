import { useState } from "react";

import { ClaimsPanel } from "../reg/ClaimsPanel";
import { CostPanel } from "../reg/CostPanel";
import { DicePanel } from "../reg/DicePanel";
import { Text } from "../reg/Fields";
import { HandsPanel } from "../reg/HandsPanel";
import { KabPanel } from "../reg/KabPanel";
import { MovePanel } from "../reg/MovePanel";
import { TurnPanel } from "../reg/TurnPanel";
import { useTableSession } from "../reg/useTableSession";

// The Renatio et Gloriam table companion for players at a miniatures table, phone first: one
// column of panels, each asking the server's calculators (POST /api/reg) and showing its answer
// with the sheet lines. Nothing here knows a table of the rules.
export function RegPage() {
  const { session, absorb, clear } = useTableSession();
  const [facesFile, setFacesFile] = useState("");
  const [draft, setDraft] = useState("");
  return (
    <main className="reg">
      <header className="topbar">
        <a href="/" className="home">
          Bivouac
        </a>
        <h1 className="title">Renatio et Gloriam companion</h1>
      </header>
      <TurnPanel session={session} absorb={absorb} />
      <HandsPanel session={session} absorb={absorb} clear={clear} />
      <CostPanel />
      <ClaimsPanel />
      <DicePanel facesFile={facesFile} />
      <KabPanel facesFile={facesFile} />
      <MovePanel />
      <details className="reg-panel" aria-label="Your own dice">
        <summary>
          <h2>Your own dice</h2>
        </summary>
        <p>
          The face counts of the coloured dice are unpublished; the server's defaults say
          "(unverified)". To use your own counts, copy{" "}
          <code>src/games/reg/data/dice_faces.toml</code> on the server's machine, edit it, and name
          the file here.
        </p>
        <form
          className="reg-form"
          onSubmit={(e) => {
            e.preventDefault();
            setFacesFile(draft.trim());
          }}
        >
          <Text label="Face file on the server" value={draft} onChange={setDraft} />
          <button>Use these dice</button>
        </form>
        <p>In use: {facesFile || "the built-in face set"}</p>
      </details>
    </main>
  );
}
