// The lobby's HTTP calls (docs/network.md). Every failure becomes an Error carrying the server's
// own explanation.
import type {
  Catalog,
  CreatedGame,
  GameSummary,
  HowToPlay,
  Replay,
  ReplayPage,
  ReplayViewer,
  SeatRequest,
} from "../protocol";

// A refusal by the server, with its HTTP status (429: a quota of this address is full for now).
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  raw = false,
): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : raw ? String(body) : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path}: the server answered ${response.status} without JSON`);
  }
  const failed = json as { ok?: boolean; error?: string };
  if (!response.ok || failed.ok === false) {
    throw new HttpError(
      failed.error ?? `${method} ${path}: HTTP ${response.status}`,
      response.status,
    );
  }
  return json as T;
}

type PageRequest = (ask: () => Promise<ReplayPage>) => Promise<ReplayPage>;

// Asks for pages from frame 0 on until the server says there is no next one, and joins them.
async function allPages(page: (from: number) => Promise<ReplayPage>): Promise<Replay> {
  const first = await page(0);
  const frames = [...first.frames];
  for (let next = first.next; next !== null;) {
    const more = await page(next);
    frames.push(...more.frames);
    next = more.next;
  }
  const { next: _next, from: _from, ...replay } = first;
  return { ...replay, frames };
}

export const api = {
  catalog: () => call<Catalog>("GET", "/api/catalog"),
  games: (status?: string) =>
    call<{ games: GameSummary[] }>("GET", `/api/games${status ? `?status=${status}` : ""}`),
  game: (id: string) => call<GameSummary>("GET", `/api/games/${encodeURIComponent(id)}`),
  create: (game: string, seats: SeatRequest[], seed?: number) =>
    call<CreatedGame>("POST", "/api/games", {
      game,
      seats,
      ...(seed === undefined ? {} : { seed }),
    }),
  join: (id: string, seat: number, name?: string) =>
    call<{ token: string; invite: string }>("POST", `/api/games/${encodeURIComponent(id)}/join`, {
      seat,
      ...(name ? { name } : {}),
    }),
  leave: (id: string, token: string) =>
    call<unknown>("POST", `/api/games/${encodeURIComponent(id)}/leave`, { token }),
  rematch: (id: string, token: string) =>
    call<{ id: string; token: string }>("POST", `/api/games/${encodeURIComponent(id)}/rematch`, {
      token,
    }),
  howToPlay: (game: string) =>
    call<HowToPlay>("GET", `/api/how-to-play/${encodeURIComponent(game)}`),
  card: (game: string, name: string) => call<{ text: string }>("POST", "/api/card", { game, name }),
  recordUrl: (id: string) => `/api/games/${encodeURIComponent(id)}/record`,
  // A seat's own replay of a game still in progress needs its token, sent in the body. The
  // server sends a replay in pages (docs/network.md, "Replays"); these fetch them all.
  // `each` wraps every page's request (the end-of-game summary asks again when the server is
  // busy with this address's other replays).
  replay: (
    id: string,
    viewer: ReplayViewer,
    token?: string,
    each: PageRequest = (ask) => ask(),
  ) => {
    const path = `/api/games/${encodeURIComponent(id)}/replay?viewer=${encodeURIComponent(String(viewer))}&count=100`;
    return allPages((from) =>
      each(() =>
        token === undefined
          ? call<ReplayPage>("GET", `${path}&from=${from}`)
          : call<ReplayPage>("POST", `${path}&from=${from}`, { viewer, token }),
      ),
    );
  },
  // An uploaded bivouac-record, sent as it is (the server checks it), once for each page.
  replayUpload: (recordText: string, viewer: ReplayViewer) =>
    allPages((from) =>
      call<ReplayPage>(
        "POST",
        `/api/replay?viewer=${encodeURIComponent(String(viewer))}&count=100&from=${from}`,
        recordText,
        true,
      ),
    ),
};
