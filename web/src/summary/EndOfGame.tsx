import { useEffect, useMemo, useState } from "react";

import { api } from "../net/api";
import type { Replay, View } from "../protocol";
import { replayPath } from "../route";
import { groupByLabel } from "./chart";
import { MeterChart } from "./MeterChart";
import { retryWhileBusy } from "./retry";
import {
  biggestSwings,
  groupPlays,
  mostPlayed,
  outcomeOf,
  playerLabel,
  tracksOf,
  type MeterChange,
} from "./summary";
import "./summary.css";

// The end of a game: who won and why, each meter over the game, the cards that mattered, and
// the ways on (rematch, replay, the record). The track and the cards come from this game's
// replay as this viewer (the seat, with its token, or the public), so they show only what the
// viewer was shown.
export function EndOfGame({
  gameId,
  view,
  seat,
  token,
  rematch,
}: {
  gameId: string;
  view: View;
  seat: number | null;
  token?: string;
  rematch?: () => void;
}) {
  const [replay, setReplay] = useState<Replay>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let current = true;
    api
      .replay(gameId, seat ?? "spectator", seat === null ? undefined : token, (ask) =>
        retryWhileBusy(ask),
      )
      .then(
        (r) => current && setReplay(r),
        (e: Error) => current && setError(e.message),
      );
    return () => {
      current = false;
    };
  }, [gameId, seat, token]);

  const outcome = outcomeOf(view, seat);
  const headline =
    outcome.mine === "won"
      ? "You won"
      : outcome.mine === "lost"
        ? `You lost: ${outcome.winnerName} won`
        : outcome.winner === null
          ? "A draw"
          : `${outcome.winnerName} won`;
  const name = (player: number | null) => playerLabel(view.board, player);
  const changeText = (c: MeterChange) =>
    `${c.owner === null ? "" : `${name(c.owner)}'s `}${c.label} ${c.change > 0 ? "+" : "−"}${Math.abs(c.change)}`;
  // Computed once per replay (a long game has over a thousand frames), not at every render.
  const { groups, swings, played } = useMemo(
    () => ({
      groups: replay ? groupByLabel(tracksOf(replay.frames)) : [],
      swings: replay ? biggestSwings(replay.frames) : [],
      played: replay ? mostPlayed(replay.frames) : [],
    }),
    [replay],
  );

  return (
    <section className="game-summary" aria-labelledby="game-summary-title">
      <h2 id="game-summary-title">{headline}</h2>
      <p className="summary-why">
        {outcome.why ? `The game ended because ${outcome.why}` : "The game is over"}, on turn{" "}
        {view.turn} after {view.version} steps.
      </p>
      <p className="summary-actions after-game">
        {rematch && <button onClick={rematch}>Rematch</button>}
        <a className="button" href={replayPath(gameId)}>
          Replay
        </a>
        <a href={api.recordUrl(gameId)} download={`bivouac-${gameId}.json`}>
          Download the record
        </a>
      </p>
      {error && (
        <p role="alert" className="error">
          The game's track could not be loaded: {error}
        </p>
      )}
      {!replay && !error && <p aria-live="polite">Loading the game's track…</p>}
      {replay && (
        <>
          <h3>Over the game</h3>
          <div className="summary-charts">
            {groups.map((g) => (
              <MeterChart key={g.label} label={g.label} tracks={g.tracks} name={name} />
            ))}
          </div>
          <h3>The cards that mattered</h3>
          <div className="summary-cards">
            <div>
              <h4>Biggest swings</h4>
              {swings.length ? (
                <ol className="swings">
                  {swings.map((s) => (
                    <li key={s.step}>
                      <strong>Turn {s.turn}</strong>: {s.changes.map(changeText).join(", ")}
                      {s.cards.length > 0 ? (
                        <span className="swing-cards">
                          {" "}
                          after{" "}
                          {groupPlays(s.cards)
                            .map((g) => `${name(g.player)} played ${g.cards.join(", ")}`)
                            .join("; ")}
                        </span>
                      ) : (
                        <span className="swing-cards">
                          {" "}
                          (no card you saw was played that turn before it)
                        </span>
                      )}
                    </li>
                  ))}
                </ol>
              ) : (
                <p>No meter moved.</p>
              )}
            </div>
            <div>
              <h4>Most played</h4>
              {played.length ? (
                <ul className="most-played">
                  {played.map((p) => (
                    <li key={p.player}>
                      <strong>{name(p.player)}</strong>:{" "}
                      {p.cards
                        .map((c) => (c.count > 1 ? `${c.card} ×${c.count}` : c.card))
                        .join(", ")}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>No card was played where you could see it.</p>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
