import { Card } from "../Card";
import type { Placed } from "./gtActions";

// A card of the deciding hand (or of the Spoils). Actions with no target play from the card
// itself; if it also has targeted actions, a click selects it and its targets light up.
export function HandCard(props: {
  name: string;
  placed: Placed[]; // the actions whose source is this card
  act: (text: string) => void;
  disabled: boolean;
  selected: boolean;
  select: () => void;
}) {
  const { name, placed, act, disabled, selected, select } = props;
  const targeted = placed.some((p) => p.target !== null);
  if (disabled || placed.length === 0 || !targeted) {
    return (
      <Card
        name={name}
        actions={placed.map((p) => p.action)}
        act={act}
        disabled={disabled}
        tone="battle"
      />
    );
  }
  const untargeted = placed.filter((p) => p.target === null);
  return (
    <div className={`card battle playable${selected ? " selected" : ""}`}>
      <button
        className="card-button"
        data-select={name}
        aria-pressed={selected}
        aria-label={`${name}: choose where to play it`}
        onClick={select}
      >
        <svg viewBox="0 0 100 140" className="card-face" aria-hidden="true">
          <rect x="2" y="2" width="96" height="136" rx="9" />
          <foreignObject x="6" y="8" width="88" height="124">
            <div className="card-name">{name}</div>
          </foreignObject>
        </svg>
      </button>
      {selected && (
        <div className="card-note">
          choose a target{untargeted.length > 0 && " or"}
          {untargeted.map((p) => (
            <button
              key={p.action.index}
              data-action={p.action.text}
              onClick={() => act(p.action.text)}
            >
              {p.action.text}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
