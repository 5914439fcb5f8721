import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react";

import { boardFor } from "../boards/registry";
import { ActionBar } from "../components/ActionBar";
import { EventLog, type LogNote } from "../components/EventLog";
import { HintPanel } from "../components/HintPanel";
import { ToolsMenu } from "../components/ToolsMenu";
import { playerName, StatusBar } from "../components/StatusBar";
import type { GameSummary, View } from "../protocol";
import { KeyboardChoices } from "../table/KeyboardChoices";
import { TableProvider, useTable } from "../table/TableContext";
import { useCrowded } from "../table/useCrowded";
import { useFitToWindow } from "../table/useFitToWindow";
import { GameSocket } from "../net/gameSocket";
import { api } from "../net/api";
import { initialGameState, reduce } from "../state/gameState";
import { holdSeat, parseInvite, seatFor } from "../state/seats";
import { howToPlayPath, legendPath, replayPath, watchPath } from "../route";
import { lastFormation, recordSetupAction, setupKey } from "../state/setupMemory";
import { SameAsLastTime } from "../components/SameAsLastTime";
import { EndOfGame } from "../summary/EndOfGame";
import { readSetting, writeSetting } from "../state/settings";
import { cuesFor } from "../sound/cues";
import { play as playCue } from "../sound/synth";
import { specInWords } from "./specWords";
import { useCatalog } from "./useCatalog";

// One game as this seat (or a spectator) sees it: the board, the actions, the narration.
export function GamePage({ gameId, spectator }: { gameId: string; spectator: boolean }) {
  const invite = spectator ? undefined : (parseInvite(location.hash) ?? seatFor(gameId));
  const [state, dispatch] = useReducer(reduce, initialGameState);
  const catalog = useCatalog();
  const socket = useRef<GameSocket>();
  const lastEvent = useRef(0);
  lastEvent.current = state.lastEvent;
  const [animate, setAnimate] = useState(() => readSetting("animate"));
  const [showHelp, setShowHelp] = useState(false);
  const [autoForced, setAutoForced] = useState(() => readSetting("autoForced"));
  const [sound, setSound] = useState(() => readSetting("sound"));
  // The last event already heard (or, before the first events arrive, none: the history a page
  // loads or reconnects to is not played back).
  const heard = useRef<number | null>(null);
  const [autoPlayed, setAutoPlayed] = useState<LogNote[]>([]);
  const autoVersion = useRef(-1);

  useEffect(() => {
    if (invite && !spectator) {
      holdSeat({
        game: gameId,
        spec: "",
        seat: invite.seat,
        token: invite.token,
        saved: Date.now(),
      });
    }
    const s = new GameSocket({
      gameId,
      token: invite?.token,
      since: () => lastEvent.current,
      dispatch,
    });
    socket.current = s;
    return () => s.close();
    // The socket lives as long as the page shows this game and seat.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameId, invite?.token, spectator]);

  useEffect(() => {
    if (state.gap) socket.current?.resync();
  }, [state.gap]);

  useEffect(() => {
    if (state.summary && invite) {
      holdSeat({
        game: gameId,
        spec: state.summary.game,
        seat: invite.seat,
        token: invite.token,
        saved: Date.now(),
      });
    }
  }, [state.summary, gameId, invite?.seat, invite?.token]);

  useEffect(() => {
    document.body.classList.toggle("no-animations", !animate);
    writeSetting("animate", animate);
  }, [animate]);

  useEffect(() => {
    writeSetting("autoForced", autoForced);
  }, [autoForced]);

  useEffect(() => {
    writeSetting("sound", sound);
  }, [sound]);

  // Dice and card sounds for the events that just arrived, when the player turned sounds on.
  useEffect(() => {
    if (state.events.length === 0) return;
    const after = heard.current;
    heard.current = state.lastEvent;
    if (after === null || !sound) return;
    for (const cue of cuesFor(state.events, after)) playCue(cue);
    // Only new events call for a sound; the setting is read as it stands when they arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.lastEvent]);

  const view = state.view;
  const act = (text: string) => {
    if (!view || state.pending) return;
    // What a seat sends while forming its army is kept, to offer it again next game.
    if (view.setup && state.seat !== null) {
      const key = setupKey(view.game.split(":")[0] ?? view.game, state.seat);
      const verb = view.legal.find((a) => a.text === text)?.parts.verb ?? "";
      recordSetupAction(localStorage, key, gameId, text, verb);
    }
    // The server plays legal[index] of this version's view; the text is for the log only.
    const chosen = view.legal.find((a) => a.text === text);
    if (!chosen) return;
    const id = socket.current?.nextRequestId();
    dispatch({ type: "sent", action: text, id });
    socket.current?.send({ type: "act", index: chosen.index, version: view.version });
  };
  // A move the player made himself ends a run of moves played for him (the log folds a run).
  const movesByHand = useRef(0);
  const actByHand = (text: string) => {
    movesByHand.current += 1;
    act(text);
  };
  const Board = boardFor(view?.game ?? state.summary?.game ?? "");
  const seat = state.seat;
  const yourTurn = view !== undefined && seat !== null && view.to_move === seat && !view.terminal;
  const names = (p: number) => playerName(view, state.summary, p);
  // The formation this side sent at its last setup, offered again while it forms its army.
  const gameKind = (view?.game ?? "").split(":")[0] ?? "";
  const formation = useMemo(
    () => (seat === null || !gameKind ? [] : lastFormation(localStorage, setupKey(gameKind, seat))),
    [gameKind, seat],
  );

  // A decision with one legal action (the engine's list is the judge of what is forced) is
  // taken at once and told in the log, unless the player turned that off.
  const only = yourTurn && view.legal.length === 1 ? view.legal[0] : undefined;
  useEffect(() => {
    if (!only || !autoForced || state.pending || !view) return;
    if (autoVersion.current === view.version) return;
    autoVersion.current = view.version;
    setAutoPlayed((notes) => [
      ...notes,
      {
        after: state.lastEvent,
        text: `Played for you: ${only.text} (your only legal move)`,
        move: only.text,
        run: movesByHand.current,
      },
    ]);
    act(only.text);
    // act is rebuilt each render; the version guards against playing twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only, autoForced, state.pending, view?.version]);

  // The tools (Phase help, Hint, Undo) go behind one "More" button when they would take the
  // screen past 12 buttons (crowding.ts), and the board is drawn smaller when it would make a
  // desktop window scroll (fitToWindow.ts).
  const pageRef = useRef<HTMLElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const hasBar = !!view && !view.terminal && seat !== null;
  const toolCount = view ? 1 + (hasBar ? 1 + (view.can_undo ? 1 : 0) : 0) : 0;
  const crowded = useCrowded(pageRef, toolCount, !!state.pending);
  const fitBoard = useFitToWindow(
    boardRef,
    areaRef,
    pageRef,
    !!view && !view.terminal,
    view?.version ?? -1,
  );
  const undo = () => socket.current?.send({ type: "undo" });
  const hint = () => socket.current?.send({ type: "hint" });
  const toolsDisabled = !!state.pending || !yourTurn;

  // The game whose rules the header links to, known from the lobby summary before the first view.
  const rulesOf = (view?.game ?? state.summary?.game ?? "").split(":")[0] ?? "";

  return (
    <main
      className="game"
      data-version={view?.version ?? -1}
      data-crowded={crowded ? "" : undefined}
      ref={pageRef}
    >
      <header className="topbar">
        <a href="/" className="home">
          Bivouac
        </a>
        <span className="title">
          {specInWords(catalog, view?.game ?? state.summary?.game ?? "") ?? "…"}
        </span>
        {rulesOf && (
          // A new tab, so reading the rules never leaves the game.
          <a
            href={howToPlayPath(rulesOf)}
            target="_blank"
            rel="noopener"
            className="how-to-play-link"
          >
            How to play<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {rulesOf && (
          <a href={legendPath(rulesOf)} target="_blank" rel="noopener" className="legend-link">
            Card symbols<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        <span className={`connection ${state.connection}`} aria-live="polite">
          {state.connection === "open" ? "connected" : state.connection}
        </span>
      </header>
      {!invite && !spectator && (
        <p role="alert" className="error">
          This browser holds no seat for this game. Open your invite link, or watch as a spectator.
        </p>
      )}
      {view && (
        <StatusBar
          view={view}
          summary={state.summary}
          seat={seat}
          pending={!!state.pending}
          result={resultText(view, seat, state.summary)}
        >
          {crowded ? (
            <ToolsMenu
              tools={[
                { label: "Phase help", run: () => setShowHelp(!showHelp), pressed: showHelp },
                ...(hasBar
                  ? [
                      { label: "Hint", run: hint, disabled: toolsDisabled },
                      { label: "Undo", run: undo, disabled: !view.can_undo },
                    ]
                  : []),
              ]}
            />
          ) : (
            <button data-tool="" onClick={() => setShowHelp(!showHelp)} aria-expanded={showHelp}>
              Phase help
            </button>
          )}
          <details className="settings">
            <summary>Settings</summary>
            <label className="toggle">
              <input
                type="checkbox"
                checked={animate}
                onChange={(e) => setAnimate(e.target.checked)}
              />
              <span>Animations</span>
            </label>
            <label className="toggle">
              <input
                type="checkbox"
                checked={autoForced}
                onChange={(e) => setAutoForced(e.target.checked)}
              />
              <span>Play my only legal move at once</span>
            </label>
            <label className="toggle">
              <input
                type="checkbox"
                checked={sound}
                onChange={(e) => {
                  setSound(e.target.checked);
                  // The click lets the browser start audio; a short card sound says it works.
                  if (e.target.checked) playCue("card");
                }}
              />
              <span>Sounds (dice and cards)</span>
            </label>
          </details>
        </StatusBar>
      )}
      {showHelp && view && <pre className="help">{view.phase_help}</pre>}
      {state.error && (
        <p role="alert" className="error">
          {state.error}{" "}
          <button onClick={() => dispatch({ type: "dismiss-error" })} aria-label="Dismiss">
            ×
          </button>
        </p>
      )}
      <div className="table">
        <div className="board-area" ref={areaRef}>
          {view ? (
            <TableProvider view={view} act={actByHand} disabled={!!state.pending || !yourTurn}>
              <KeyboardChoices root={areaRef} active={yourTurn && !state.pending} />
              <div className="board-fit" ref={boardRef}>
                <Board view={view} seat={seat} events={state.events} />
              </div>
              <FitAfterRender fit={fitBoard} />
              {seat !== null && (
                <SameAsLastTime
                  texts={formation}
                  view={view}
                  ready={yourTurn && !state.pending}
                  act={act}
                />
              )}
              {!view.terminal && seat !== null && (
                <ActionBar
                  legal={view.legal}
                  disabled={toolsDisabled}
                  canUndo={view.can_undo}
                  undo={undo}
                  hint={hint}
                  tools={!crowded}
                />
              )}
            </TableProvider>
          ) : (
            <p>Connecting…</p>
          )}
          {state.hint && (
            <HintPanel hint={state.hint} dismiss={() => dispatch({ type: "dismiss-hint" })} />
          )}
          {view?.terminal && (
            <EndOfGame
              gameId={gameId}
              view={view}
              seat={seat}
              token={invite?.token}
              rematch={
                invite &&
                (() =>
                  api.rematch(gameId, invite.token).then(
                    (r) => location.assign(`/play/${r.id}#seat=${invite.seat}&token=${r.token}`),
                    (e: Error) => dispatch({ type: "error", id: null, error: e.message }),
                  ))
              }
            />
          )}
          {state.rematch && (
            <p className="after-game">
              A rematch is ready:{" "}
              <a
                href={`/play/${state.rematch.id}#seat=${state.rematch.seat}&token=${state.rematch.token}`}
              >
                join it
              </a>
            </p>
          )}
        </div>
        <EventLog events={state.events} seat={seat} notes={autoPlayed} names={names} />
      </div>
      <footer className="game-links">
        Spectators may watch at{" "}
        <a href={watchPath(gameId)}>{new URL(watchPath(gameId), location.origin).toString()}</a>
        {" · "}
        <a href={replayPath(gameId)}>replay so far</a>
      </footer>
    </main>
  );
}

// Fits the board to the window after every render of the page or of the table (a fold opened,
// a card selected: the table's context changes), before the browser paints (useFitToWindow).
function FitAfterRender({ fit }: { fit: () => void }) {
  useTable();
  useLayoutEffect(fit);
  return null;
}

// The result line: "You won" when this seat's side (as the board's seats say) won.
function resultText(view: View, seat: number | null, summary?: GameSummary): string {
  const { winner, end_reason: reason } = view;
  const why = reason ? ` (${reason})` : "";
  if (winner === null) return `Game over: a draw${why}`;
  const side = seat === null ? null : (view.board.seats.find((s) => s.seat === seat)?.side ?? seat);
  if (side !== null) return winner === side ? `You won${why}` : `You lost${why}`;
  const sideName = view.board.sides.find((s) => s.side === winner)?.name;
  const who =
    sideName ??
    view.board.seats
      .filter((s) => s.side === winner)
      .map((s) => playerName(view, summary, s.seat))
      .join(" and ");
  return `Game over: ${who || `Side ${winner + 1}`} won${why}`;
}
