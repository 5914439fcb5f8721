export type Route =
  | { page: "lobby" }
  | { page: "reg" }
  | { page: "play" | "watch"; id: string }
  | { page: "replay"; id?: string }
  | { page: "how-to-play"; game: string }
  | { page: "legend" };

// "/play/<id>#spectate" (the server's spectator link) and "/watch/<id>" both watch.
export function route(path: string, hash = ""): Route {
  if (/^\/reg\/?$/.test(path)) return { page: "reg" };
  // "/legend": what the cards' pictures mean, a section per game (#<game id>).
  if (/^\/legend\/?$/.test(path)) return { page: "legend" };
  // "/how-to-play/<game id>": the game's rules in our own words; the server knows which ids exist.
  const h = /^\/how-to-play\/([a-z0-9-]{1,40})\/?$/.exec(path);
  if (h) return { page: "how-to-play", game: h[1] as string };
  // "/replay/<id>" replays a stored game; "/replay" alone offers to upload a record.
  const r = /^\/replay(?:\/([A-Za-z0-9_-]{1,64}))?\/?$/.exec(path);
  if (r) return r[1] ? { page: "replay", id: r[1] } : { page: "replay" };
  const m = /^\/(play|watch)\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  if (!m) return { page: "lobby" };
  const page = m[1] === "watch" || hash === "#spectate" ? "watch" : "play";
  return { page, id: m[2] as string };
}

export const playPath = (id: string, seat: number, token: string) =>
  `/play/${id}#seat=${seat}&token=${token}`;
export const regPath = "/reg";
export const watchPath = (id: string) => `/watch/${id}`;
export const replayPath = (id?: string) => (id ? `/replay/${id}` : "/replay");
export const legendPath = (game?: string) =>
  game ? `/legend#${encodeURIComponent(game)}` : "/legend";
export const howToPlayPath = (game: string) => `/how-to-play/${encodeURIComponent(game)}`;
