// The lobby's HTTP calls (docs/network.md). Every failure becomes an Error carrying the server's
// own explanation.
import type {
  Catalog,
  CreatedGame,
  GameSummary,
  Replay,
  ReplayViewer,
  SeatRequest,
} from "../protocol";

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
    throw new Error(failed.error ?? `${method} ${path}: HTTP ${response.status}`);
  }
  return json as T;
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
  card: (game: string, name: string) => call<{ text: string }>("POST", "/api/card", { game, name }),
  recordUrl: (id: string) => `/api/games/${encodeURIComponent(id)}/record`,
  // A seat's own replay of a game still in progress needs its token, sent in the body.
  replay: (id: string, viewer: ReplayViewer, token?: string) =>
    token === undefined
      ? call<Replay>(
          "GET",
          `/api/games/${encodeURIComponent(id)}/replay?viewer=${encodeURIComponent(String(viewer))}`,
        )
      : call<Replay>("POST", `/api/games/${encodeURIComponent(id)}/replay`, { viewer, token }),
  // An uploaded bivouac-record, sent as it is (the server checks it).
  replayUpload: (recordText: string, viewer: ReplayViewer) =>
    call<Replay>(
      "POST",
      `/api/replay?viewer=${encodeURIComponent(String(viewer))}`,
      recordText,
      true,
    ),
};
