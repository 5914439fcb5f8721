export type Route = { page: "lobby" } | { page: "play" | "watch"; id: string };

export function route(path: string): Route {
  const m = /^\/(play|watch)\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  if (m) return { page: m[1] as "play" | "watch", id: m[2] as string };
  return { page: "lobby" };
}

export const playPath = (id: string, seat: number, token: string) =>
  `/play/${id}#seat=${seat}&token=${token}`;
export const watchPath = (id: string) => `/watch/${id}`;
