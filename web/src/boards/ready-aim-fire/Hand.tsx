import { CardRow } from "../Card";
import { actionsByCard } from "../cardActions";
import type { LegalAction } from "../../protocol";

// The player's own hand: army cards (battalions and commanders) and the tactic hand. A card
// that a legal action names is a button for it ("discard Line", "play Rifles").
export function Hand(props: {
  army: readonly string[];
  tactics: readonly string[];
  designated: string; // the commander designated as Army Commander, "" for none
  legal: readonly LegalAction[];
  act: (text: string) => void;
  disabled: boolean;
}) {
  const { army, tactics, designated, legal, act, disabled } = props;
  const byCard = actionsByCard([...army, ...tactics], legal);
  return (
    <div className="raf-hand">
      <CardRow
        label="Your army hand"
        names={army}
        byCard={byCard}
        act={act}
        disabled={disabled}
        tone={(n) => (designated !== "" && n === designated ? "army-commander-card" : "")}
      />
      {designated !== "" && designated !== "?" && (
        <p className="designated">
          <span aria-hidden="true">⚑</span> Your designated Army Commander: {designated}
        </p>
      )}
      <CardRow
        label="Your tactic hand"
        names={tactics}
        byCard={byCard}
        act={act}
        disabled={disabled}
        tone={() => "tactic"}
      />
    </div>
  );
}
