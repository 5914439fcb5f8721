// The table's click state for one board: which source is selected, what a click on a card or a
// zone means (read from `legal[].parts`), the few ways to play when several actions start and end
// at the same place, and the confirmation an irreversible action waits for. Every board draws
// its cards and zones through this, so no board reads an action's text.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

import type { LegalAction, View } from "../protocol";
import { fold, groupsOnBoard } from "./fold";
import { clickOn, highlights, needsConfirm, unplacedFrom, type Spot } from "./parts";

export interface Table {
  game: string;
  disabled: boolean;
  selected: Spot | null;
  sources: Set<Spot>;
  destinations: Set<Spot>;
  // Folded groups shown as buttons (a line, a stack: fold.ts), each with the spots it holds.
  groups: Map<string, number>;
  openGroup: (group: string) => void;
  click: (spot: Spot) => void;
  // The single action a click on `spot` would play now, if that is what it does.
  playsAt: (spot: Spot) => LegalAction | undefined;
  // Plays `action`, asking first when it cannot be taken back.
  play: (action: LegalAction) => void;
}

const none: Table = {
  game: "",
  disabled: true,
  selected: null,
  sources: new Set(),
  destinations: new Set(),
  groups: new Map(),
  openGroup: () => undefined,
  click: () => undefined,
  playsAt: () => undefined,
  play: () => undefined,
};

const TableContext = createContext<Table>(none);
export const useTable = (): Table => useContext(TableContext);

export function TableProvider(props: {
  view: View;
  act?: (text: string) => void;
  disabled: boolean;
  children?: ReactNode;
}) {
  const { view, act, disabled, children } = props;
  const legal = act === undefined || disabled ? [] : view.legal;
  const [selected, setSelected] = useState<Spot | null>(null);
  const [choices, setChoices] = useState<LegalAction[]>([]);
  const [confirm, setConfirm] = useState<LegalAction | null>(null);
  const [open, setOpen] = useState<string[]>([]);
  // A new view is a new decision: forget what the last one had chosen.
  useEffect(() => {
    setSelected(null);
    setChoices([]);
    setConfirm(null);
    setOpen([]);
  }, [view.version, disabled]);
  const groupsOf = useMemo(() => groupsOnBoard(view.board), [view.board]);

  const table = useMemo<Table>(() => {
    const send = (a: LegalAction) => {
      setSelected(null);
      setChoices([]);
      setConfirm(null);
      setOpen([]);
      act?.(a.text);
    };
    const play = (a: LegalAction) => {
      if (needsConfirm(a)) {
        setChoices([]);
        setConfirm(a);
      } else send(a);
    };
    // While the board asks to choose among a few ways to play, or to confirm, only its prompt
    // takes a click (the board's highlights would offer the same plays twice).
    const asking = choices.length > 0 || confirm !== null;
    const lit = asking
      ? { sources: new Set<Spot>(), destinations: new Set<Spot>() }
      : highlights(legal, selected);
    // With nothing selected, many things to click fold into their line or stack (fold.ts).
    const folded =
      selected === null
        ? fold(new Set([...lit.sources, ...lit.destinations]), open, groupsOf)
        : { shown: null, groups: new Map<string, number>(), path: open };
    const keep = (spots: Set<Spot>) =>
      folded.shown === null ? spots : new Set([...spots].filter((s) => folded.shown!.has(s)));
    const sources = keep(lit.sources);
    const destinations = keep(lit.destinations);
    return {
      game: view.game,
      disabled: legal.length === 0,
      selected,
      sources,
      destinations,
      groups: folded.groups,
      openGroup: (group) => {
        setChoices([]);
        setConfirm(null);
        setOpen([...folded.path, group]);
      },
      click: (spot) => {
        const c = clickOn(legal, spot, selected);
        setConfirm(null);
        if (c.kind === "play") play(c.action);
        else if (c.kind === "choose") setChoices(c.actions);
        else if (c.kind === "select") {
          setChoices([]);
          setSelected(spot);
        } else {
          setChoices([]);
          setSelected(null);
        }
      },
      playsAt: (spot) => {
        const c = clickOn(legal, spot, selected);
        return c.kind === "play" ? c.action : undefined;
      },
      play,
      // send is reached through play and the panels below.
      send,
    } as Table & { send: (a: LegalAction) => void };
  }, [legal, selected, open, choices, confirm, groupsOf, view.game, act]);

  const send = (table as Table & { send: (a: LegalAction) => void }).send;
  const unplaced = selected === null ? [] : unplacedFrom(legal, selected);
  return (
    <TableContext.Provider value={table}>
      {(choices.length > 0 || confirm || selected || open.length > 0) && (
        <div className="table-prompt" role="group" aria-label="Your choice">
          {confirm ? (
            <>
              <span>{confirm.text}? This cannot be undone.</span>
              <button className="primary" data-confirm={confirm.text} onClick={() => send(confirm)}>
                Confirm
              </button>
              <button onClick={() => setConfirm(null)}>Cancel</button>
            </>
          ) : choices.length > 0 ? (
            <>
              <span>Choose:</span>
              {choices.map((a) => (
                <button key={a.index} data-action={a.text} onClick={() => table.play(a)}>
                  {a.text}
                </button>
              ))}
              <button onClick={() => setChoices([])}>Cancel</button>
            </>
          ) : (
            <>
              <span>
                Now choose a highlighted place or card{unplaced.length > 0 ? ", or:" : "."}
              </span>
              {unplaced.map((a) => (
                <button key={a.index} data-action={a.text} onClick={() => table.play(a)}>
                  {a.text}
                </button>
              ))}
              <button
                onClick={() => {
                  setSelected(null);
                  setOpen([]);
                }}
              >
                Cancel
              </button>
            </>
          )}
        </div>
      )}
      {children}
    </TableContext.Provider>
  );
}
