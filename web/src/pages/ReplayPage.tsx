import { useEffect, useMemo, useState } from "react";

import { boardFor } from "../boards/registry";
import { TableProvider } from "../table/TableContext";
import { EventLog } from "../components/EventLog";
import { ReplayControls } from "../components/ReplayControls";
import { api } from "../net/api";
import type { Replay, ReplayViewer } from "../protocol";
import {
  boardSeat,
  clampStep,
  defaultViewer,
  eventsUpTo,
  stepCaption,
  stepForKey,
  viewerChoices,
  type ViewerChoice,
} from "../state/replayState";
import { seatFor } from "../state/seats";

// Steps through a stored game (`gameId`) or an uploaded bivouac-record, as one seat, the public
// or all-seeing, drawing each step with the same board and log as live play. Every frame comes
// from the server, which decides what the chosen viewer may see.
export function ReplayPage({ gameId }: { gameId?: string }) {
  const held = gameId ? seatFor(gameId) : undefined;
  const [choices, setChoices] = useState<ViewerChoice[]>([]);
  const [viewer, setViewer] = useState<ReplayViewer>();
  const [upload, setUpload] = useState<{ name: string; text: string }>();
  const [replay, setReplay] = useState<Replay>();
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // A stored game: its summary says how many seats and whether it is over.
  useEffect(() => {
    if (!gameId) return;
    api.game(gameId).then(
      (g) => {
        const c = viewerChoices(g.seats.length, g.status === "finished", held?.seat);
        setChoices(c);
        setViewer(defaultViewer(c, held?.seat));
      },
      (e: Error) => setError(e.message),
    );
    // The held seat is read once per game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameId]);

  // The frames for the chosen viewer; the step stays where it was when the viewer changes.
  useEffect(() => {
    if (viewer === undefined || (!gameId && !upload)) return;
    setBusy(true);
    const mine = held && viewer === held.seat ? held.token : undefined;
    const request = gameId
      ? api.replay(gameId, viewer, mine)
      : api.replayUpload(upload!.text, viewer);
    let current = true;
    request.then(
      (r) => {
        if (!current) return;
        setReplay(r);
        setError(undefined);
        setBusy(false);
        if (!gameId) setChoices(viewerChoices(r.players.length, true, undefined));
      },
      (e: Error) => {
        if (!current) return;
        setError(e.message);
        setBusy(false);
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameId, viewer, upload]);

  const last = replay ? replay.frames.length - 1 : 0;
  const shown = replay ? clampStep(step, replay) : 0;
  const frame = replay?.frames[shown];
  const events = useMemo(() => (replay ? eventsUpTo(replay, shown) : []), [replay, shown]);
  const Board = boardFor(replay?.game ?? "");
  const seat = viewer === undefined ? null : boardSeat(viewer);

  // The arrow keys step, Home and End jump, wherever the focus is but in a form control (the
  // slider answers the arrows itself).
  useEffect(() => {
    if (!replay) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest("input, select, textarea")) return;
      const to = stepForKey(e.key, shown, last);
      if (to === undefined) return;
      e.preventDefault();
      setStep(to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [replay, shown, last]);

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setReplay(undefined);
    setStep(0);
    setViewer("all");
    setUpload({ name: file.name, text: await file.text() });
  };

  return (
    <main className="game replay" data-step={shown} data-viewer={String(viewer ?? "")}>
      <header className="topbar">
        <a href="/" className="home">
          Bivouac
        </a>
        <span className="title">
          Replay: {replay?.title ?? (gameId ? "a stored game" : "a record file")}
        </span>
        {gameId && replay?.finished && (
          <a href={api.recordUrl(gameId)} download={`bivouac-${gameId}.json`}>
            Download the record
          </a>
        )}
      </header>
      {!gameId && (
        <section className="panel upload" aria-label="Upload a record">
          <label>
            A <code>bivouac-record</code> file (a finished game&apos;s record, or{" "}
            <code>bivouac play --save</code>):{" "}
            <input
              type="file"
              accept=".json,application/json"
              aria-label="Record file"
              onChange={(e) => void chooseFile(e.target.files?.[0])}
            />
          </label>
          {upload && <p>Replaying {upload.name}</p>}
        </section>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {replay && viewer !== undefined && (
        <ReplayControls
          choices={choices}
          viewer={viewer}
          setViewer={setViewer}
          step={shown}
          last={last}
          setStep={(s) => setStep(clampStep(s, replay))}
          busy={busy}
        />
      )}
      {replay && frame && (
        <>
          <section className="status" aria-label="Status">
            <span>Turn {frame.view.turn}</span>
            <span className="phase">{frame.view.phase}</span>
            <span className="caption">{stepCaption(replay, shown)}</span>
            {frame.view.terminal && (
              <span className="result">
                Game over:{" "}
                {frame.view.winner === null
                  ? "a draw"
                  : `${replay.players.find((p) => p.side === frame.view.winner)?.name ?? `Side ${frame.view.winner + 1}`} won`}
                {frame.view.end_reason ? ` (${frame.view.end_reason})` : ""}
              </span>
            )}
            {!replay.finished && shown === last && (
              <span className="caption">the game goes on</span>
            )}
          </section>
          <div className="table">
            <div className="board-area">
              <TableProvider view={frame.view} disabled={true}>
                <Board view={frame.view} seat={seat} events={events} />
              </TableProvider>
            </div>
            <EventLog events={events} seat={seat} />
          </div>
        </>
      )}
      {!replay && !error && (gameId || upload) && <p className="loading">Loading the replay…</p>}
    </main>
  );
}
