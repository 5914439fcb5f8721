import type { GameSummary, View } from "../protocol";

// The state of play at a glance, kept in view while the page scrolls: who this page is (a seat
// or a spectator), the turn and phase, and who is to move now: "Your decision", or a bot
// thinking with a spinner, or a human being waited for.
export function StatusBar(props: {
  view: View;
  summary?: GameSummary;
  seat: number | null;
  pending: boolean;
  result: string;
  children?: React.ReactNode; // the page's buttons (phase help, settings)
}) {
  const { view, summary, seat, pending, result, children } = props;
  const name = (p: number) => playerName(view, summary, p);
  const toMove = view.to_move;
  const bot = toMove === null ? undefined : summary?.seats.find((s) => s.seat === toMove)?.bot;
  let now: React.ReactNode;
  if (view.terminal) now = <span className="result">{result}</span>;
  else if (toMove === null) now = <span>Resolving…</span>;
  else if (seat !== null && toMove === seat)
    now = <span className="your-turn">{pending ? "Sending your move…" : "Your decision"}</span>;
  else if (bot !== undefined)
    now = (
      <span className="thinking" role="status">
        <span className="spinner" aria-hidden="true" /> {name(toMove)} ({bot}) is thinking…
      </span>
    );
  else now = <span className="waiting">Waiting for {name(toMove)}…</span>;
  return (
    <section className="status" aria-label="Status">
      <span className="identity">
        {seat === null ? (
          <>
            <strong>You are watching</strong> as a spectator
          </>
        ) : (
          <>
            You are <strong>{name(seat)}</strong>
            {sideLabel(view, seat)}
          </>
        )}
      </span>
      <span>{turnLabel(view)}</span>
      <span className="phase" title={view.phase}>
        {view.phase}
      </span>
      <span className="now" aria-live="polite">
        {now}
      </span>
      <span className="status-tools">{children}</span>
    </section>
  );
}

// The formation before the first turn is "Setup", not "Turn 0".
export function turnLabel(view: Pick<View, "turn" | "setup">) {
  if (view.setup) return "Setup";
  return view.turn > 0 ? `Turn ${view.turn}` : "Before the first turn";
}

// A seat's name: the one given at the table, else the board's seat name, else "Player N".
export function playerName(view: View | undefined, summary: GameSummary | undefined, p: number) {
  const given = summary?.seats.find((s) => s.seat === p)?.name;
  return given || view?.board?.seats?.[p]?.name || `Player ${p + 1}`;
}

function sideLabel(view: View, seat: number): string {
  const seats = view.board?.seats;
  const side = seats?.[seat]?.side;
  if (side === undefined) return "";
  const sideName = view.board?.sides?.find((s) => s.side === side)?.name;
  const name = seats?.[seat]?.name;
  return sideName && sideName !== name ? ` (${sideName})` : "";
}
