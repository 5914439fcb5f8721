import { useLayoutEffect, useRef } from "react";

import type { BoardView, Fact, View, ZoneView } from "../protocol";
import { factText } from "./CardFace";
import { CardRoles } from "./CardRoles";
import { MeterBar } from "./Meter";
import { useTable } from "./TableContext";
import { changedCards } from "./lastMove";
import { useCardMotion } from "./useCardMotion";
import { Zone } from "./Zone";

// A board drawn from the seat view alone: the other side's players above, the shared zones in
// the middle, the viewer's side below; each player with his meters and zones in the server's
// order, stacks side by side as a line of columns. A game's board is this with its own class
// (and CSS), and may add panels of its own; a game without a board of its own gets this one.
// How a game reads its board's facts: which hold a seat number (written as that player's name),
// which hold a card's instance id (that card is marked on the table with the given words: the
// attacker and the target of the combat under way), which are not shown.
export interface FactReading {
  seats?: readonly string[];
  cards?: Readonly<Record<string, string>>;
  hidden?: readonly string[];
  hiddenCardFacts?: readonly string[]; // card facts not printed (said by another)
  // Card counters printed only when above 0, as markers lie on a card only when there are some.
  zeroHiddenCardFacts?: readonly string[];
  hiddenZoneFacts?: readonly string[]; // zone facts not printed (said by the drawing)
  // The board facts that name each seat's colour, by seat (Ready Aim Fire's nation keys): its
  // cards are drawn in that colour (src/cards/cards.css, `tone-<key>`) instead of the side's.
  tones?: readonly string[];
}

export function TableBoard({
  view,
  seat,
  className,
  middle,
  facts: reading = {},
}: {
  view: View;
  seat: number | null;
  className: string;
  middle?: React.ReactNode;
  facts?: FactReading;
}) {
  const board = view.board;
  const root = useRef<HTMLDivElement>(null);
  useCardMotion(root, board);
  useLastMove(root, board);
  const me = seat ?? 0;
  const sideOf = (p: number) => board.seats.find((s) => s.seat === p)?.side ?? p;
  const mySide = sideOf(me);
  const players = board.seats.map((s) => s.seat);
  const ours = players.filter((p) => sideOf(p) === mySide);
  // Me last on my side (nearest the bottom), the others' sides in order.
  const mine = [...ours.filter((p) => p !== me), ...(ours.includes(me) ? [me] : [])];
  const theirs = players.filter((p) => sideOf(p) !== mySide);
  const shared = board.zones.filter((z) => z.owner === null);
  // Game-wide facts, read as the game's board says.
  const seatName = (p: number) => board.seats.find((s) => s.seat === p)?.name ?? `Player ${p + 1}`;
  const roles = new Map<number, string>();
  for (const [k, words] of Object.entries(reading.cards ?? {})) {
    const id = board.facts?.[k];
    if (typeof id === "number") roles.set(id, words);
  }
  const facts = Object.entries(board.facts ?? {})
    .filter(([k, v]) => v !== false && v !== "" && !reading.hidden?.includes(k))
    .filter(([k]) => reading.cards?.[k] === undefined)
    .map(([k, v]): [string, Fact] => [
      k,
      reading.seats?.includes(k) && typeof v === "number" ? seatName(v) : v,
    ]);
  const toneOf = (p: number) => {
    const key = reading.tones?.[p];
    const v = key === undefined ? undefined : board.facts?.[key];
    return typeof v === "string" && /^[a-z0-9_-]+$/.test(v) ? v : undefined;
  };
  const player = (p: number, facing: boolean) => (
    <PlayerArea key={p} board={board} seat={seat} player={p} facing={facing} tone={toneOf(p)} />
  );
  return (
    <CardRoles.Provider
      value={{
        roles,
        hiddenFacts: new Set(reading.hiddenCardFacts ?? []),
        zeroHiddenFacts: new Set(reading.zeroHiddenCardFacts ?? []),
        hiddenZoneFacts: new Set(reading.hiddenZoneFacts ?? []),
      }}
    >
      <div className={`board table-board ${className}`} ref={root}>
        <div className="side them">{theirs.map((p) => player(p, true))}</div>
        <div className="middle">
          {shared.map((z) => (
            <Zone key={z.id} zone={z} />
          ))}
          {facts.length > 0 && (
            <ul className="board-facts">
              {facts.map(([k, v]) => (
                <li key={k}>{boardFactText(k, v, board.fact_labels)}</li>
              ))}
            </ul>
          )}
          {middle}
        </div>
        <div className="side me">{mine.map((p) => player(p, false))}</div>
      </div>
    </CardRoles.Provider>
  );
}

// Marks the cards the last change of the board touched (`data-last-move`, drawn by the CSS) and,
// until the pointer moves again, hides the card texts: a card the pointer rested on may have
// moved away, or another slid under the pointer, and its text must not stay over the table
// (issue 42: the last card's text stayed over the player's own header).
function useLastMove(root: React.RefObject<HTMLElement>, board: BoardView) {
  const last = useRef<BoardView>();
  useLayoutEffect(() => {
    const el = root.current;
    const before = last.current;
    last.current = board;
    if (!el || before === board) return;
    const changed = changedCards(before, board);
    for (const card of Array.from(el.querySelectorAll<HTMLElement>("[data-card-id]"))) {
      if (changed.has(Number(card.dataset.cardId))) card.dataset.lastMove = "";
      else delete card.dataset.lastMove;
    }
    if (!before) return;
    el.dataset.tipsHidden = "";
    const show = () => delete el.dataset.tipsHidden;
    el.addEventListener("pointermove", show, { once: true });
    return () => el.removeEventListener("pointermove", show);
  }, [root, board]);
}

// A game-wide fact in words: the board's own label for a name that does not read by itself
// ("Player 1's nation: Britain"), else the name with spaces as every card fact is written.
function boardFactText(key: string, value: Fact, labels?: Record<string, string>): string {
  const label = labels?.[key];
  if (label === undefined) return factText(key, value);
  return value === true ? label : `${label}: ${value}`;
}

function PlayerArea(props: {
  board: BoardView;
  seat: number | null;
  player: number;
  facing: boolean;
  tone?: string;
}) {
  const { board, seat, player, facing, tone } = props;
  // Nearest the middle of the table first: the line or stacks, then piles, the hand farthest.
  const rank = (z: ZoneView) =>
    z.kind === "line" || z.kind === "stack" ? 0 : z.kind === "hand" ? 2 : 1;
  const zones = board.zones.filter((z) => z.owner === player).sort((a, b) => rank(a) - rank(b));
  const meters = board.meters.filter((m) => m.owner === player);
  const name = board.seats.find((s) => s.seat === player)?.name ?? `Player ${player + 1}`;
  const side = (p: number) => board.seats.find((s) => s.seat === p)?.side ?? p;
  const relation =
    seat === null ? "" : player === seat ? "You" : side(player) === side(seat) ? "Ally" : "Enemy";
  const who = relation ? `${name} (${relation})` : name;
  // Consecutive stacks form a line of columns, consecutive piles and decks one row; the rest
  // are drawn one after another. The facing player's zones come in reverse, so that his line
  // too is nearest the middle.
  const family = (z: ZoneView) => (z.kind === "deck" ? "pile" : z.kind);
  const groups: ZoneView[][] = [];
  for (const z of zones) {
    const last = groups[groups.length - 1];
    const joins = (family(z) === "stack" || family(z) === "pile") && last;
    if (joins && family(last[0]!) === family(z)) last.push(z);
    else groups.push([z]);
  }
  const ordered = facing ? [...groups].reverse() : groups;
  // A line folded with what may be played in its stacks (fold.ts): one button opens it.
  const t = useTable();
  const line = `line:${player}`;
  const folded = t.groups.get(line);
  return (
    <section
      className={`player${player === seat ? " mine" : ""}${tone ? ` tone-${tone}` : ""}`}
      aria-label={who}
      data-player={player}
    >
      <h2 className="player-name">{who}</h2>
      {meters.map((m) => (
        <MeterBar key={m.id} meter={m} mine={player === seat} />
      ))}
      {ordered.map((g) =>
        g[0]!.kind === "stack" ? (
          <div
            className={`stack-line${folded ? " group" : ""}`}
            key={g[0]!.id}
            role="group"
            aria-label={`${name}'s line`}
          >
            {folded && (
              <button
                className="line-button"
                data-group={line}
                aria-expanded={false}
                onClick={() => t.openGroup(line)}
              >
                {player === seat ? "Your" : `${name}'s`} line: {folded} more to play
              </button>
            )}
            {g.map((z) => (
              <Zone key={z.id} zone={z} facing={facing} />
            ))}
          </div>
        ) : g.length > 1 ? (
          <div className="pile-row" key={g[0]!.id}>
            {g.map((z) => (
              <Zone key={z.id} zone={z} facing={facing} />
            ))}
          </div>
        ) : (
          <Zone key={g[0]!.id} zone={g[0]!} facing={facing} />
        ),
      )}
    </section>
  );
}
