import { useEffect, useMemo, useState } from "react";

import { api } from "../net/api";
import type { Catalog, CreatedGame, GameInfo, GameSummary, OptionInfo } from "../protocol";
import { howToPlayPath, playPath, regPath, replayPath, watchPath } from "../route";
import { heldSeats, holdSeat } from "../state/seats";
import {
  boolText,
  choiceWords,
  gameSpec,
  groupOptions,
  isOn,
  optionLabel,
  optionProblem,
  seatCount,
  seatRequests,
  type SeatChoice,
} from "./lobbySpec";

// Choose a game and its options, seat people and bots, start; resume held games; join open ones.
export function Lobby() {
  const [catalog, setCatalog] = useState<Catalog>();
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState<GameSummary[]>([]);
  const [finished, setFinished] = useState<GameSummary[]>([]);
  useEffect(() => {
    api.catalog().then(setCatalog, (e: Error) => setError(e.message));
    api.games("open").then(
      (r) => setOpen(r.games),
      () => undefined,
    );
    api.games("finished").then(
      (r) => setFinished(r.games),
      () => undefined,
    );
  }, []);
  return (
    <main className="lobby">
      <header className="topbar">
        <h1>Bivouac</h1>
        <span>card-driven horse-and-musket wargames</span>
        <a href={regPath} className="reg-link">
          REG table companion
        </a>
      </header>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {catalog ? <NewGame catalog={catalog} onError={setError} /> : !error && <p>Loading…</p>}
      <YourGames />
      <OpenGames games={open} onError={setError} />
      <FinishedGames games={finished} />
    </main>
  );
}

// The bots that play `game`, once each, every level of a bot with levels: the spec sent, its
// words ("ismcts:hard" is "ismcts, hard") and what the newcomer is told about it (how strong
// the level plays in this game, else what the bot does).
function botChoices(
  catalog: Catalog,
  game: GameInfo | undefined,
): { spec: string; label: string; note: string }[] {
  const listed = game?.bots ?? catalog.bots;
  const seen = new Set<string>();
  return listed
    .filter((b) => !seen.has(b.name) && seen.add(b.name))
    .flatMap((b) =>
      b.levels?.length
        ? b.levels.map((l) => ({
            spec: `${b.name}:${l}`,
            label: `${b.name}, ${l}`,
            note: b.level_notes?.[l] ?? b.description,
          }))
        : [{ spec: b.name, label: b.name, note: b.description }],
    );
}

// A seat's side in a team game, as the catalog lists it for the game's default seating
// ("Player 2 (Side B)"); nothing where it lists none, or where each seat is its own side.
function sideOfSeat(game: GameInfo, seat: number): string {
  if (!game.sides || game.sides.every((s) => s.seats.length <= 1)) return "";
  const side = game.sides.find((s) => s.seats.includes(seat));
  return side ? ` (${side.name})` : "";
}

function NewGame({ catalog, onError }: { catalog: Catalog; onError: (e: string) => void }) {
  const [gameId, setGameId] = useState(catalog.games[0]?.id ?? "");
  const game = catalog.games.find((g) => g.id === gameId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [seats, setSeats] = useState<SeatChoice[]>([]);
  const [created, setCreated] = useState<CreatedGame>();
  const bots = useMemo(() => botChoices(catalog, game), [catalog, game]);
  const n = game ? seatCount(game, values) : 2;
  // The heuristic bot is the default opponent: quick, and fair to a newcomer.
  const defaultBot = bots.find((b) => b.spec === "heuristic")?.spec ?? bots[0]?.spec ?? "heuristic";
  const seatList: SeatChoice[] = Array.from(
    { length: n },
    (_, i) => seats[i] ?? (i === 0 ? "you" : (`bot:${defaultBot}` as SeatChoice)),
  );
  if (!game) return null;
  const problems = game.options
    .map((o) => (values[o.name] === undefined ? undefined : optionProblem(o, values[o.name]!)))
    .filter(Boolean);

  const start = async () => {
    try {
      const spec = gameSpec(game, values);
      const made = await api.create(spec, seatRequests(seatList));
      for (const s of made.seats) {
        if (s.token && seatList[s.seat] === "you") {
          holdSeat({ game: made.id, spec, seat: s.seat, token: s.token, saved: Date.now() });
        }
      }
      const mine = made.seats.find((s) => s.token && seatList[s.seat] === "you");
      if (mine && !seatList.some((c) => c === "friend")) {
        location.assign(playPath(made.id, mine.seat, mine.token!));
      } else {
        setCreated(made);
      }
    } catch (e) {
      onError((e as Error).message);
    }
  };

  return (
    <section className="panel" aria-label="New game">
      <h2>New game</h2>
      <label>
        Game{" "}
        <select
          aria-label="Game"
          value={gameId}
          onChange={(e) => {
            setGameId(e.target.value);
            setValues({});
            setSeats([]);
          }}
        >
          {catalog.games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>
      </label>
      <p className="summary">
        {game.summary}{" "}
        <a href={howToPlayPath(game.id)} className="how-to-play-link">
          How to play {game.title}
        </a>
      </p>
      <Options
        game={game}
        order={catalog.option_groups ?? []}
        values={values}
        setValues={setValues}
      />
      <fieldset>
        <legend>Seats</legend>
        {seatList.map((choice, i) => (
          <div key={i} className="seat">
            <label>
              Player {i + 1}
              {sideOfSeat(game, i)}{" "}
              <select
                aria-label={`Player ${i + 1}`}
                value={choice}
                onChange={(e) => {
                  const next = [...seatList];
                  next[i] = e.target.value as SeatChoice;
                  setSeats(next);
                }}
              >
                <option value="you">You</option>
                <option value="friend">A friend (invite link)</option>
                <option value="open">Anyone (listed as open)</option>
                {bots.map((b) => (
                  <option key={b.spec} value={`bot:${b.spec}`}>
                    Bot: {b.label}
                  </option>
                ))}
              </select>
            </label>
            {choice.startsWith("bot:") && (
              <small className="bot-note">
                {bots.find((b) => `bot:${b.spec}` === choice)?.note}
              </small>
            )}
          </div>
        ))}
      </fieldset>
      {problems.map((p) => (
        <p key={p} className="error">
          {p}
        </p>
      ))}
      <button className="primary" disabled={problems.length > 0} onClick={start}>
        Start
      </button>
      {created && <Invites created={created} choices={seatList} spec={gameSpec(game, values)} />}
    </section>
  );
}

// The game's options under their headings, each shown by its label, with what it does and the
// rule lines it reads below it (tied to the control, so a screen reader reads it too).
function Options(props: {
  game: GameInfo;
  order: string[];
  values: Record<string, string>;
  setValues: (v: Record<string, string>) => void;
}) {
  const { game, order, values, setValues } = props;
  if (game.options.length === 0) return null;
  const set = (name: string, value: string) => setValues({ ...values, [name]: value });
  return (
    <details className="options">
      <summary>Options ({game.options.length})</summary>
      {groupOptions(game.options, order).map((group) => (
        <fieldset key={group.name} className="option-group">
          <legend>{group.name}</legend>
          {group.options.map((o) => (
            <OptionField
              key={o.name}
              game={game.id}
              option={o}
              value={values[o.name] ?? o.default}
              set={(v) => set(o.name, v)}
            />
          ))}
        </fieldset>
      ))}
    </details>
  );
}

function OptionField(props: {
  game: string;
  option: OptionInfo;
  value: string;
  set: (value: string) => void;
}) {
  const { game, option: o, value, set } = props;
  const help = `option-help-${game}-${o.name}`;
  const note = o.choice_notes?.[value];
  return (
    <label data-option={o.name}>
      <span className="option-label">{optionLabel(o)}</span>
      {o.kind === "bool" ? (
        <input
          type="checkbox"
          aria-describedby={help}
          checked={isOn(value)}
          onChange={(e) => set(boolText(o.default, e.target.checked))}
        />
      ) : o.kind === "choice" ? (
        <select aria-describedby={help} value={value} onChange={(e) => set(e.target.value)}>
          {o.choices?.map((c) => (
            <option key={c} value={c}>
              {choiceWords(c)}
            </option>
          ))}
        </select>
      ) : (
        <input
          aria-describedby={help}
          value={value}
          inputMode={o.kind === "int" ? "numeric" : "text"}
          onChange={(e) => set(e.target.value)}
        />
      )}
      <small id={help}>
        {o.description}
        {note && <span className="choice-note">{note}</span>}
      </small>
    </label>
  );
}

function Invites(props: { created: CreatedGame; choices: SeatChoice[]; spec: string }) {
  const { created, choices } = props;
  const abs = (path: string) => new URL(path, location.origin).toString();
  return (
    <div className="invites" aria-label="Invitations">
      <h3>Game created</h3>
      {created.seats.map((s) =>
        s.token ? (
          <p key={s.seat}>
            Player {s.seat + 1} ({choices[s.seat] === "you" ? "you" : "invite"}):{" "}
            <a href={playPath(created.id, s.seat, s.token)}>
              {choices[s.seat] === "you" ? "open my seat" : "link"}
            </a>{" "}
            {choices[s.seat] !== "you" && (
              <button
                onClick={() =>
                  navigator.clipboard?.writeText(abs(playPath(created.id, s.seat, s.token!)))
                }
              >
                Copy invite
              </button>
            )}
          </p>
        ) : null,
      )}
      <p>
        Spectators: <a href={watchPath(created.id)}>{abs(watchPath(created.id))}</a>
      </p>
    </div>
  );
}

function YourGames() {
  const seats = heldSeats();
  if (seats.length === 0) return null;
  return (
    <section className="panel" aria-label="Your games">
      <h2>Your games</h2>
      <ul>
        {seats.map((s) => (
          <li key={`${s.game}-${s.seat}`}>
            <a href={playPath(s.game, s.seat, s.token)}>
              {s.spec} as Player {s.seat + 1}
            </a>{" "}
            <small>{new Date(s.saved).toLocaleString()}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OpenGames({ games, onError }: { games: GameSummary[]; onError: (e: string) => void }) {
  if (games.length === 0) return null;
  const join = async (g: GameSummary, seat: number) => {
    try {
      const { token } = await api.join(g.id, seat);
      holdSeat({ game: g.id, spec: g.game, seat, token, saved: Date.now() });
      location.assign(playPath(g.id, seat, token));
    } catch (e) {
      onError((e as Error).message);
    }
  };
  return (
    <section className="panel" aria-label="Open games">
      <h2>Open games</h2>
      <ul>
        {games.map((g) => (
          <li key={g.id}>
            {g.game}{" "}
            {g.seats
              .filter((s) => s.kind === "human" && !s.taken)
              .map((s) => (
                <button key={s.seat} onClick={() => join(g, s.seat)}>
                  Join as Player {s.seat + 1}
                </button>
              ))}{" "}
            <a href={watchPath(g.id)}>watch</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

// Finished games to step through again, newest first, and an upload for a record file.
function FinishedGames({ games }: { games: GameSummary[] }) {
  const newest = [...games].sort((a, b) => Number(b.created ?? 0) - Number(a.created ?? 0));
  return (
    <section className="panel" aria-label="Replays">
      <h2>Replays</h2>
      <p>
        <a href={replayPath()}>Replay a record file</a>
      </p>
      {newest.length > 0 && (
        <ul>
          {newest.slice(0, 20).map((g) => (
            <li key={g.id}>
              {g.game} <small>({g.seats.map((s) => s.name).join(" vs ")})</small>{" "}
              <a href={replayPath(g.id)} aria-label={`replay ${g.game} game ${g.id}`}>
                replay
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
