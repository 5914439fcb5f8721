// The messages of docs/network.md, typed once. `protocol.test.ts` checks these field lists
// against the tables in that document, so the client and the documented server cannot drift
// apart silently.

export interface OptionInfo {
  name: string;
  kind: "bool" | "int" | "choice" | "text";
  default: string;
  description: string;
  choices?: string[];
  // What a choice means, when the game says more than the description (Ready Aim Fire's nations).
  choice_notes?: Record<string, string>;
  min?: number;
  max?: number;
}

export interface GameInfo {
  id: string;
  title: string;
  summary: string;
  min_players: number;
  max_players: number;
  sides?: number;
  options: OptionInfo[];
}

export interface BotInfo {
  name: string;
  levels?: string[];
  description: string;
}

export interface Catalog {
  games: GameInfo[];
  bots: BotInfo[];
}

export type SeatRequest =
  { kind: "human"; open?: boolean; name?: string } | { kind: "bot"; bot: string; name?: string };

export interface SeatInfo {
  seat: number;
  kind: "human" | "bot";
  name: string;
  taken?: boolean;
  connected?: boolean;
  token?: string;
  invite?: string;
}

export interface GameSummary {
  id: string;
  game: string;
  status: "waiting" | "playing" | "finished";
  seats: SeatInfo[];
  turn?: number;
  created?: string;
  result?: unknown;
}

export interface CreatedGame {
  id: string;
  seats: SeatInfo[];
  spectate: string;
}

export interface LegalAction {
  index: number;
  text: string;
}

export interface RollData {
  label?: string;
  dice?: number[];
  modifiers?: { source: string; value: number }[];
  total?: number;
  outcome?: string;
}

export interface GameEvent {
  n: number;
  kind: string;
  text: string;
  data: RollData & Record<string, unknown>;
  player?: number;
}

export interface View {
  version: number;
  game: string;
  turn: number;
  phase: string;
  phase_help: string;
  // True while the seat to move forms its army (Ready Aim Fire's formation): a deployment a
  // client may offer to repeat.
  setup: boolean;
  to_move: number | null;
  terminal: boolean;
  winner: number | null;
  end_reason: string;
  observation: Record<string, unknown>;
  render: string;
  legal: LegalAction[];
  can_undo: boolean;
}

// One step of a replay (GET /api/games/<id>/replay, POST /api/replay): the view as the chosen
// viewer knew it after `step` actions and the events of that step it may see. `action` is
// present only for the viewer's own decisions (or all-seeing).
export interface ReplayFrame {
  step: number;
  actor: number | null;
  action?: string;
  events: GameEvent[];
  view: View;
}

// "all" (every card, only once the game is over or for an uploaded record), "spectator" (the
// public view) or a seat number.
export type ReplayViewer = number | "spectator" | "all";

export interface Replay {
  id?: string;
  game: string;
  title: string;
  viewer: ReplayViewer;
  players: { seat: number; name: string; side: number }[];
  steps: number;
  finished: boolean;
  frames: ReplayFrame[];
}

// One page of a replay as the server sends it: frames from `from`; `next` is the frame to ask
// for next, null after the last.
export interface ReplayPage extends Replay {
  from: number;
  next: number | null;
}

export interface HintCandidate {
  action: string;
  index: number;
  visits: number;
  visit_share: number;
  win_rate: number;
}

export interface Hint {
  bot: string;
  player: number;
  action: string;
  index: number;
  searched: boolean;
  candidates: HintCandidate[];
  iterations?: number;
  seconds?: number;
}

export type ServerMessage =
  | { type: "welcome"; seat: number | null; game: GameSummary }
  | ({ type: "view" } & View)
  | { type: "events"; events: GameEvent[] }
  | { type: "ack"; id?: number; version: number }
  | { type: "hint"; id?: number; hint: Hint }
  | { type: "rematch"; id: string; token: string }
  | { type: "presence"; seats: { seat: number; connected: boolean }[] }
  | { type: "pong"; id?: number }
  | { type: "error"; error: string; id?: number };

export type ClientMessage =
  | { type: "hello"; token?: string; spectator?: boolean; since?: number }
  | { type: "act"; action: string; version: number; id?: number }
  | { type: "undo"; id?: number }
  | { type: "hint"; bot?: string; id?: number }
  | { type: "ping"; id?: number };

type Fields<M, T extends string> = readonly Exclude<keyof Extract<M, { type: T }>, "type">[];

// The fields the documentation lists for each message, as the compiler knows them.
export const serverFields: { [T in ServerMessage["type"]]: Fields<ServerMessage, T> } = {
  welcome: ["seat", "game"],
  view: [
    "version",
    "game",
    "turn",
    "phase",
    "phase_help",
    "setup",
    "to_move",
    "terminal",
    "winner",
    "end_reason",
    "observation",
    "render",
    "legal",
    "can_undo",
  ],
  events: ["events"],
  ack: ["id", "version"],
  hint: ["id", "hint"],
  rematch: ["id", "token"],
  presence: ["seats"],
  pong: ["id"],
  error: ["error", "id"],
};

export const clientFields: { [T in ClientMessage["type"]]: Fields<ClientMessage, T> } = {
  hello: ["token", "spectator", "since"],
  act: ["action", "version", "id"],
  undo: ["id"],
  hint: ["bot", "id"],
  ping: ["id"],
};

const serverTypes = new Set(Object.keys(serverFields));

// Narrows a parsed frame to a server message, or says what is wrong with it.
export function parseServerMessage(text: string): ServerMessage | { type: "invalid"; why: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { type: "invalid", why: "the server sent a frame that is not JSON" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { type: "invalid", why: "the server sent a frame that is not a JSON object" };
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== "string" || !serverTypes.has(type)) {
    return { type: "invalid", why: `the server sent an unknown message type ${String(type)}` };
  }
  return value as ServerMessage;
}
