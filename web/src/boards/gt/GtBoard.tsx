import { useEffect, useState } from "react";

import { Pile } from "../Card";
import type { BoardProps } from "../types";
import { placeActions } from "./gtActions";
import { readGt, sideOf } from "./gtObservation";
import { HandCard } from "./HandCard";
import { PlayerArea } from "./PlayerArea";
import { unitStats } from "./unitStats";

// GT's table: two allied sides of 1 to 3 hands each, the enemy side above and yours below;
// every unit with its damage markers, Leader and Terrain; your hand to play from; the Army and
// Battle decks, the discard pile and any Spoils; the attack under way.
export function GtBoard({ view, seat, act, disabled }: BoardProps) {
  const table = readGt(view.observation);
  const me = seat ?? 0;
  const stats = unitStats(
    view.render,
    new Map(table.players.flatMap((p) => p.units.map((u) => [u.label, u.name] as const))),
  );
  const myHand = table.players[me]?.hand ?? [];
  const placed = disabled ? [] : placeActions(table, myHand, view.legal);
  const [selected, setSelected] = useState<string | null>(null);
  // A new view is a new decision: forget a selection its actions no longer use.
  useEffect(() => {
    if (selected !== null && !placed.some((p) => p.source === selected)) setSelected(null);
  });
  const play = (text: string) => {
    setSelected(null);
    act(text);
  };
  const mySide = sideOf(me);
  const who = (p: number) =>
    seat === null ? "" : p === seat ? "You" : sideOf(p) === mySide ? "Ally" : "Enemy";
  const side = (s: number) => table.players.filter((p) => sideOf(p.index) === s);
  const area = (p: (typeof table.players)[number]) => (
    <PlayerArea
      key={p.index}
      player={p}
      who={who(p.index)}
      table={table}
      stats={stats}
      mine={seat !== null && p.index === seat}
      placed={placed}
      selected={selected}
      setSelected={setSelected}
      act={play}
      disabled={disabled}
    />
  );
  const sideName = (s: number) =>
    `Side ${s === 0 ? "A" : "B"} (${side(s)
      .map((p) => `P${p.index + 1}`)
      .join(", ")})`;
  const spoilsPlaced = placed.filter((p) => table.spoils.includes(p.source ?? ""));
  return (
    <div className="board gt">
      <div
        className="side them"
        aria-label={`${sideName(1 - mySide)}${seat === null ? "" : ", enemy"}`}
      >
        <h2 className="side-name">{sideName(1 - mySide)}</h2>
        {side(1 - mySide).map(area)}
      </div>
      <div className="middle">
        <div className="pile" aria-label={`Army deck: ${table.armyDeck} cards`}>
          Army deck <strong>{table.armyDeck}</strong>
        </div>
        <div className="pile" aria-label={`Battle deck: ${table.battleDeck} cards`}>
          Battle deck <strong>{table.battleDeck}</strong>
        </div>
        <Pile label="Discard pile" names={table.discard} />
        {view.terminal && (
          <p className="gt-result" role="status">
            {view.winner === null ? "A draw" : `${sideName(view.winner)} won`}
            {view.end_reason && ` (${view.end_reason})`}
          </p>
        )}
        {table.attack.card && !view.terminal && (
          <p className="gt-attack">
            Primary Attack: <strong>{table.attack.card}</strong> by Player {table.active + 1}
            {table.attack.targetPlayer !== null &&
              ` against Player ${table.attack.targetPlayer + 1}${
                table.attack.targetUnit !== null ? ` #${table.attack.targetUnit + 1}` : ""
              }`}
          </p>
        )}
        {table.spoils.length > 0 && (
          <section className="card-row" aria-label="Spoils">
            <h3>Spoils</h3>
            <div className="cards">
              {table.spoils.map((c, i) => (
                <HandCard
                  key={`${c}-${i}`}
                  name={c}
                  placed={spoilsPlaced.filter((p) => p.source === c)}
                  act={play}
                  disabled={disabled}
                  selected={false}
                  select={() => undefined}
                />
              ))}
            </div>
          </section>
        )}
      </div>
      <div
        className="side me"
        aria-label={`${sideName(mySide)}${seat === null ? "" : ", your side"}`}
      >
        <h2 className="side-name">{sideName(mySide)}</h2>
        {side(mySide).map(area)}
      </div>
    </div>
  );
}
