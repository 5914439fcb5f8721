import { useEffect, useMemo, useState } from "react";

import { api } from "../net/api";
import type { Catalog, CreatedGame, GameInfo, GameSummary, OptionInfo } from "../protocol";
import { howToPlayPath, playPath, regPath, replayPath, watchPath } from "../route";
import { heldSeats, holdSeat } from "../state/seats";
import {
  boolText,
  choiceWords,
  firstGame,
  gameSpec,
  groupOptions,
  isOn,
  optionLabel,
  optionProblem,
  seatCount,
  seatRequests,
  tableDefaults,
  type SeatChoice,
} from "./lobbySpec";
import { specInWords } from "./specWords";

// Choose a game and its options, seat people and bots, start; resume held games; join open ones.
export function Lobby() {
  const [catalog, setCatalog] = useState<Catalog>();
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState<GameSummary[]>([]);
  const [playing, setPlaying] = useState<GameSummary[]>([]);
  const [finished, setFinished] = useState<GameSummary[]>([]);
  useEffect(() => {
    api.catalog().then(setCatalog, (e: Error) => setError(e.message));
    api.games("open").then(
      (r) => setOpen(r.games),
      () => undefined,
    );
    api.games("playing").then(
      (r) => setPlaying(r.games),
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
      <YourGames catalog={catalog} />
      <OpenGames games={open} catalog={catalog} onError={setError} />
      <PlayingGames games={playing} catalog={catalog} />
      <FinishedGames games={finished} catalog={catalog} />
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
  const [gameId, setGameId] = useState(firstGame(catalog.games));
  const game = catalog.games.find((g) => g.id === gameId);
  const [values, setValues] = useState<Record<string, string>>(() => tableDefaults(game));
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
            setValues(tableDefaults(catalog.games.find((g) => g.id === e.target.value)));
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
      <TableRules game={game} values={values} setValues={setValues} />
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
  const folded = game.options.filter((o) => o.table_default === undefined);
  if (folded.length === 0) return null;
  const set = (name: string, value: string) => setValues({ ...values, [name]: value });
  return (
    <details className="options">
      <summary>Options ({folded.length})</summary>
      {groupOptions(folded, order).map((group) => (
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

// The house rules a table starts on (an option's `table_default`), outside the folded options so
// the printed rules are one choice away, each with what its choice does (the catalog's
// choice_notes) and, while the house rule is chosen, what the printed rules do instead: the why.
function TableRules(props: {
  game: GameInfo;
  values: Record<string, string>;
  setValues: (v: Record<string, string>) => void;
}) {
  const { game, values, setValues } = props;
  const rules = game.options.filter((o) => o.table_default !== undefined);
  if (rules.length === 0) return null;
  return (
    <div className="table-rules">
      {rules.map((o) => {
        const value = values[o.name] ?? o.default;
        const printed = o.choice_notes?.[o.default];
        return (
          <div key={o.name} className="table-rule">
            <OptionField
              game={game.id}
              option={o}
              value={value}
              set={(v) => setValues({ ...values, [o.name]: v })}
            />
            {value !== o.default && printed && (
              <p className="why">
                Why not the printed rules ({choiceWords(o.default)})? {capitalFirst(printed)}.
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

const capitalFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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

function YourGames({ catalog }: { catalog: Catalog | undefined }) {
  const seats = heldSeats();
  if (seats.length === 0) return null;
  return (
    <section className="panel" aria-label="Your games">
      <h2>Your games</h2>
      <ul>
        {seats.map((s) => (
          <li key={`${s.game}-${s.seat}`}>
            <a href={playPath(s.game, s.seat, s.token)}>
              {specInWords(catalog, s.spec) ?? "A game"} as Player {s.seat + 1}
            </a>{" "}
            <small>{new Date(s.saved).toLocaleString()}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}

// Who sits at a game, in words: "Player 1, heuristic" (a bot seat by its name).
const seatNames = (g: GameSummary) => g.seats.map((s) => s.name).join(" vs ");

function OpenGames(props: {
  games: GameSummary[];
  catalog: Catalog | undefined;
  onError: (e: string) => void;
}) {
  const { games, catalog, onError } = props;
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
    <section className="panel" aria-label="Open games to join">
      <h2>Open games to join</h2>
      {games.length === 0 && <p className="empty">No game is waiting for a player now.</p>}
      <ul>
        {games.map((g) => (
          <li key={g.id}>
            {specInWords(catalog, g.game) ?? "A game"} <small>({seatNames(g)})</small>{" "}
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

// Games under way to watch as a spectator, newest first.
function PlayingGames({ games, catalog }: { games: GameSummary[]; catalog: Catalog | undefined }) {
  return (
    <section className="panel" aria-label="Games being played">
      <h2>Games being played</h2>
      {games.length === 0 ? (
        <p className="empty">No game is being played now.</p>
      ) : (
        <ul>
          {games.slice(0, 20).map((g) => (
            <GameLine
              key={g.id}
              game={g}
              catalog={catalog}
              detail={g.turn ? `turn ${g.turn}` : ""}
              href={watchPath(g.id)}
              verb="watch"
            />
          ))}
        </ul>
      )}
    </section>
  );
}

// One game of a list: the game in words, its seats and a detail (its turn, or when it was
// created), and a link to watch or replay it whose label says which game.
function GameLine({
  game,
  catalog,
  detail,
  href,
  verb,
}: {
  game: GameSummary;
  catalog: Catalog | undefined;
  detail: string;
  href: string;
  verb: string;
}) {
  const words = specInWords(catalog, game.game) ?? "A game";
  const seats = seatNames(game);
  return (
    <li>
      {words}{" "}
      <small>
        ({seats}
        {detail && `, ${detail}`})
      </small>{" "}
      <a href={href} aria-label={`${verb} ${words}: ${seats}${detail && `, ${detail}`}`}>
        {verb}
      </a>
    </li>
  );
}

// When a game was created, in the browser's words ("1 Dec 2026, 22:40").
const when = (g: GameSummary) =>
  g.created ? new Date(Number(g.created) * 1000).toLocaleString() : "";

// Finished games to step through again, newest first, and an upload for a record file.
function FinishedGames({ games, catalog }: { games: GameSummary[]; catalog: Catalog | undefined }) {
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
            <GameLine
              key={g.id}
              game={g}
              catalog={catalog}
              detail={when(g)}
              href={replayPath(g.id)}
              verb="replay"
            />
          ))}
        </ul>
      )}
    </section>
  );
}
