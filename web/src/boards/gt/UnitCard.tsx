import type { LegalAction } from "../../protocol";
import type { GtUnit } from "./gtObservation";
import type { UnitStats } from "./unitStats";

// A unit in play: its card, its damage markers as dots (with the count written), its Leader
// and Terrain beside it. It is a button when an action targets it; its Leader is a button when
// the Leader may move.
export function UnitCard(props: {
  unit: GtUnit;
  stats?: UnitStats;
  actions: LegalAction[]; // actions whose target is this unit (given the selected source)
  act: (text: string) => void;
  leaderSelectable: boolean;
  leaderSelected: boolean;
  selectLeader: () => void;
  attacking?: boolean;
  attacked?: boolean;
}) {
  const { unit, stats, actions, act, leaderSelectable, leaderSelected, selectLeader } = props;
  const face = (
    <>
      <span className="unit-name">{unit.name}</span>
      <span className="unit-label">
        {unit.label}
        {stats &&
          ` · ${stats.group} · D${stats.defense} A${stats.attack >= 0 ? "+" : ""}${stats.attack}`}
      </span>
      <span className="dm" aria-label={`${unit.dm} damage markers`}>
        {Array.from({ length: unit.dm }, (_, i) => (
          <span key={i} className="dm-marker" aria-hidden="true" />
        ))}
        <span className="dm-count">
          DM {unit.dm}
          {stats && `/${stats.holds}`}
        </span>
      </span>
    </>
  );
  const state = `${props.attacking ? " attacking" : ""}${props.attacked ? " attacked" : ""}`;
  return (
    <div className={`gt-unit${actions.length ? " targetable" : ""}${state}`} data-unit={unit.label}>
      {actions.length === 1 ? (
        <button
          className="unit-face"
          data-action={actions[0]!.text}
          aria-label={actions[0]!.text}
          onClick={() => act(actions[0]!.text)}
        >
          {face}
        </button>
      ) : (
        <div
          className="unit-face"
          role="img"
          aria-label={`${unit.name} (${unit.label}), ${unit.dm} DM`}
        >
          {face}
        </div>
      )}
      {actions.length > 1 && (
        <div className="card-actions">
          {actions.map((a) => (
            <button key={a.index} data-action={a.text} onClick={() => act(a.text)}>
              {a.text}
            </button>
          ))}
        </div>
      )}
      {unit.leader &&
        (leaderSelectable ? (
          <button
            className={`attached leader${leaderSelected ? " selected" : ""}`}
            data-select={`leader@${unit.label}`}
            aria-pressed={leaderSelected}
            onClick={selectLeader}
          >
            Leader: {unit.leader}
          </button>
        ) : (
          <span className="attached leader">Leader: {unit.leader}</span>
        ))}
      {unit.terrain && <span className="attached terrain">Terrain: {unit.terrain}</span>}
    </div>
  );
}
