import { useEffect, useReducer, useRef, useState } from "react";

import { boardFor, sideFor } from "../boards/registry";
import { ActionBar } from "../components/ActionBar";
import { EventLog } from "../components/EventLog";
import { HintPanel } from "../components/HintPanel";
import { GameSocket } from "../net/gameSocket";
import { api } from "../net/api";
import { initialGameState, reduce } from "../state/gameState";
import { holdSeat, parseInvite, seatFor } from "../state/seats";
import { replayPath, watchPath } from "../route";
import { recordSetupAction, setupKey } from "../state/setupMemory";

// One game as this seat (or a spectator) sees it: the board, the actions, the narration.
export function GamePage({ gameId, spectator }: { gameId: string; spectator: boolean }) {
  const invite = spectator ? undefined : (parseInvite(location.hash) ?? seatFor(gameId));
  const [state, dispatch] = useReducer(reduce, initialGameState);
  const socket = useRef<GameSocket>();
  const lastEvent = useRef(0);
  lastEvent.current = state.lastEvent;
  const [animate, setAnimate] = useState(() => localStorage.getItem("bivouac.animate") !== "off");
  const [showHelp, setShowHelp] = useState(false);

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
    localStorage.setItem("bivouac.animate", animate ? "on" : "off");
  }, [animate]);

  const view = state.view;
  const act = (text: string) => {
    if (!view || state.pending) return;
    // What a seat sends while forming its army is kept, to offer it again next game.
    if (view.setup && state.seat !== null) {
      const key = setupKey(view.game.split(":")[0] ?? view.game, state.seat);
      recordSetupAction(localStorage, key, gameId, text);
    }
    dispatch({ type: "sent", action: text });
    socket.current?.send({ type: "act", action: text, version: view.version });
  };
  const Board = boardFor(view?.game ?? state.summary?.game ?? "");
  const seat = state.seat;
  const yourTurn = view !== undefined && seat !== null && view.to_move === seat && !view.terminal;

  return (
    <main className="game" data-version={view?.version ?? -1}>
      <header className="topbar">
        <a href="/" className="home">
          Bivouac
        </a>
        <span className="title">{view?.game ?? state.summary?.game ?? "…"}</span>
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
        <section className="status" aria-label="Status">
          <span>Turn {view.turn}</span>
          <span className="phase">{view.phase}</span>
          <span className={yourTurn ? "your-turn" : ""}>
            {view.terminal
              ? resultText(
                  view.winner,
                  seat === null ? null : sideFor(view.game, seat),
                  view.end_reason,
                )
              : yourTurn
                ? "Your decision"
                : `Waiting for Player ${(view.to_move ?? 0) + 1}`}
          </span>
          <button onClick={() => setShowHelp(!showHelp)} aria-expanded={showHelp}>
            Phase help
          </button>
          <label className="toggle">
            <input
              type="checkbox"
              checked={animate}
              onChange={(e) => setAnimate(e.target.checked)}
            />{" "}
            Animations
          </label>
        </section>
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
        <div className="board-area">
          {view ? (
            <Board
              view={view}
              seat={seat}
              act={act}
              disabled={!!state.pending || !yourTurn}
              events={state.events}
            />
          ) : (
            <p>Connecting…</p>
          )}
          {view && !view.terminal && seat !== null && (
            <ActionBar
              legal={view.legal}
              act={act}
              disabled={!!state.pending || !yourTurn}
              canUndo={view.can_undo}
              undo={() => socket.current?.send({ type: "undo" })}
              hint={() => socket.current?.send({ type: "hint" })}
            />
          )}
          {state.hint && (
            <HintPanel hint={state.hint} dismiss={() => dispatch({ type: "dismiss-hint" })} />
          )}
          {view?.terminal && (
            <p className="after-game">
              <a href={replayPath(gameId)}>Replay this game</a>
              <a href={api.recordUrl(gameId)} download={`bivouac-${gameId}.json`}>
                Download the record
              </a>
              {invite && (
                <button
                  onClick={() =>
                    api.rematch(gameId, invite.token).then(
                      (r) => location.assign(`/play/${r.id}#seat=${invite.seat}&token=${r.token}`),
                      (e: Error) => dispatch({ type: "error", error: e.message }),
                    )
                  }
                >
                  Rematch
                </button>
              )}
            </p>
          )}
          {state.rematch && (
            <p className="after-game">
              A rematch is ready:{" "}
              <a href={`/play/${state.rematch.id}#seat=${seat}&token=${state.rematch.token}`}>
                join it
              </a>
            </p>
          )}
        </div>
        <EventLog events={state.events} seat={seat} />
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

function resultText(winner: number | null, side: number | null, reason: string): string {
  const why = reason ? ` (${reason})` : "";
  if (winner === null) return `Game over: a draw${why}`;
  if (side !== null) return winner === side ? `You won${why}` : `You lost${why}`;
  return `Game over: Side ${winner + 1} won${why}`;
}
