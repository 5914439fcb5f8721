import { useState } from "react";

import { ClaimsPanel } from "../reg/ClaimsPanel";
import { CostPanel } from "../reg/CostPanel";
import { DicePanel } from "../reg/DicePanel";
import type { FaceCounts } from "../reg/faceCounts";
import { HandsPanel } from "../reg/HandsPanel";
import { KabPanel } from "../reg/KabPanel";
import { MovePanel } from "../reg/MovePanel";
import { OwnDice } from "../reg/OwnDice";
import { TurnPanel } from "../reg/TurnPanel";
import { useTableSession } from "../reg/useTableSession";

// The Renatio et Gloriam table companion for players at a miniatures table, phone first: one
// column of panels, each asking the server's calculators (POST /api/reg) and showing its answer
// with the sheet lines. Nothing here knows a table of the rules.
export function RegPage() {
  const { session, absorb, clear } = useTableSession();
  const [faces, setFaces] = useState<FaceCounts | null>(null);
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
      <DicePanel faces={faces} />
      <KabPanel faces={faces} />
      <MovePanel />
      <OwnDice inUse={faces} onUse={setFaces} />
    </main>
  );
}
