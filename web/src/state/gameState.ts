// The client's picture of one game, built only from what the server sent this seat. A pure
// reducer, so that reconnection, duplicates and gaps are tested without a browser.
import type { GameEvent, GameSummary, Hint, RequestId, ServerMessage, View } from "../protocol";

export type Connection = "connecting" | "open" | "closed";

export interface GameClientState {
  connection: Connection;
  seat: number | null;
  summary?: GameSummary;
  view?: View;
  events: GameEvent[];
  // The last event number received: sent back as `since` when reconnecting.
  lastEvent: number;
  // Set when events arrived with a hole before them: the client must resynchronise.
  gap: boolean;
  error?: string;
  hint?: Hint;
  // The new game of a rematch, this page's seat there (seats may swap) and its token.
  rematch?: { id: string; seat: number; token: string };
  presence: Record<number, boolean>;
  // The action sent and not yet acknowledged (the board shows it as pending), and the id of its
  // request: an `ack` or `error` echoing that id answers it.
  pending?: string;
  pendingId?: RequestId;
}

export const initialGameState: GameClientState = {
  connection: "connecting",
  seat: null,
  events: [],
  lastEvent: 0,
  gap: false,
  presence: {},
};

export type LocalAction =
  | { type: "connection"; connection: Connection }
  | { type: "sent"; action: string; id?: RequestId }
  | { type: "dismiss-error" }
  | { type: "dismiss-hint" };

export function reduce(state: GameClientState, msg: ServerMessage | LocalAction): GameClientState {
  switch (msg.type) {
    case "connection":
      return {
        ...state,
        connection: msg.connection,
        gap: msg.connection === "open" ? false : state.gap,
      };
    case "sent":
      return {
        ...state,
        pending: msg.action,
        pendingId: msg.id,
        error: undefined,
        hint: undefined,
      };
    case "dismiss-error":
      return { ...state, error: undefined };
    case "dismiss-hint":
      return { ...state, hint: undefined };
    case "welcome":
      return { ...state, seat: msg.seat, summary: msg.game };
    case "view":
      return { ...state, view: stripType(msg), pending: undefined };
    case "events":
      return appendEvents(state, msg.events);
    case "ack":
      return msg.id !== null && msg.id !== state.pendingId
        ? state
        : { ...state, pending: undefined, pendingId: undefined };
    case "hint":
      return { ...state, hint: msg.hint };
    case "rematch":
      return { ...state, rematch: { id: msg.game_id, seat: msg.seat, token: msg.token } };
    case "presence":
      return {
        ...state,
        presence: Object.fromEntries(msg.seats.map((s) => [s.seat, s.connected])),
      };
    case "pong":
      return state;
    case "error": {
      const error = msg.reason ? `${msg.error} (${msg.reason})` : msg.error;
      // An error answering another request (a hint) leaves the move sent waiting for its own.
      if (state.pending !== undefined && msg.id !== null && msg.id !== state.pendingId)
        return { ...state, error };
      return {
        ...state,
        error: state.pending !== undefined ? `"${state.pending}" was refused: ${error}` : error,
        pending: undefined,
        pendingId: undefined,
      };
    }
  }
}

function stripType(msg: ServerMessage & { type: "view" }): View {
  const { type: _type, ...view } = msg;
  return view;
}

// Events are numbered per seat from 1; anything already held is dropped, so a reconnect that
// overlaps what we have never shows an event twice.
function appendEvents(state: GameClientState, incoming: GameEvent[]): GameClientState {
  let { lastEvent, gap } = state;
  const fresh: GameEvent[] = [];
  for (const e of incoming) {
    if (e.n <= lastEvent) continue;
    if (e.n !== lastEvent + 1) {
      gap = true;
      break;
    }
    fresh.push(e);
    lastEvent = e.n;
  }
  if (fresh.length === 0 && gap === state.gap) return state;
  return { ...state, events: [...state.events, ...fresh], lastEvent, gap };
}
