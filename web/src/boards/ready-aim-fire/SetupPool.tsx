import { poolByKind } from "./observation";
import { DRAG_TYPE } from "./Stack";

// The battalions still to place, grouped by kind with counts. Each kind that may be picked up
// now is dragged onto a stack, or clicked to select it and then a stack clicked.
export function SetupPool(props: {
  pool: readonly string[];
  placeable: ReadonlyMap<string, string>; // kind -> its "place" text
  selected: string | undefined;
  select: (kind: string | undefined) => void;
  disabled: boolean;
}) {
  const { pool, placeable, selected, select, disabled } = props;
  const groups = poolByKind(pool);
  return (
    <section className="setup-pool" aria-label="Battalions to place">
      <h3>
        Battalions to place <span className="count">({pool.length})</span>
      </h3>
      {groups.length === 0 && <p className="empty">all placed</p>}
      <ul>
        {groups.map(({ kind, count }) => {
          const can = !disabled && placeable.has(kind);
          return (
            <li key={kind}>
              <button
                className={`battalion${selected === kind ? " selected" : ""}`}
                draggable={can}
                disabled={!can}
                aria-pressed={selected === kind}
                aria-label={`${kind}, ${count} to place`}
                data-kind={kind}
                onClick={() => select(selected === kind ? undefined : kind)}
                onDragStart={(e) => {
                  e.dataTransfer.setData(DRAG_TYPE, kind);
                  e.dataTransfer.setData("text/plain", kind);
                  e.dataTransfer.effectAllowed = "move";
                  select(kind);
                }}
              >
                <span className="kind">{kind}</span> <span className="times">×{count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
