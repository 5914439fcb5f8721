// The messages of docs/network.md, typed once. Each server message has a JSON Schema in
// docs/schema/; `protocol.test.ts` checks these field lists against the schemas and validates
// real messages recorded from the server (fixtures/messages.json) with them, and the same
// recorded messages are type-checked as `ServerMessage` by tsc, so the client, the schemas and
// the server cannot drift apart silently.

export interface OptionInfo {
  name: string; // as the game spec writes it ("nation_a")
  label: string; // in words, what the lobby shows ("Player 1's nation")
  group: string; // the heading it is listed under, one of Catalog.option_groups
  kind: "bool" | "int" | "choice" | "text";
  default: string; // the printed rules' value, which the engine, sim, arena and Python use
  // The value a lobby starts on for people and bots when a house rule plays better than the
  // printed default (Muskets' first turns, rulings 18).
  table_default?: string;
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
  // Which seats play on which side (team games seat several on one side).
  sides?: { side: number; name: string; seats: number[] }[];
  options: OptionInfo[];
  bots?: BotInfo[]; // the bots that play this game
}

export interface BotInfo {
  name: string;
  levels?: string[];
  description: string;
  // Per game: how strong each level plays, in a few words (docs/ai.md's measured ladders).
  level_notes?: Record<string, string>;
}

// GET /api/how-to-play/<game>: a game's rules in our own words, section by section, each
// paragraph with the printed rule lines it retells ("L50-54", or "L1 ATTACK PHASE").
export interface HowToPlay {
  ok: true;
  game: string;
  title: string;
  credit: string;
  sections: { id: string; heading: string; paragraphs: { text: string; lines: string[] }[] }[];
}

export interface Catalog {
  games: GameInfo[];
  bots: BotInfo[];
  option_groups: string[]; // the option headings in the order the lobby lists them
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
  bot?: string; // a bot seat's spec ("ismcts:hard")
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

// What one legal action names (docs/schema/view.json): the verb and the card instances, zones
// and slot it uses, so a board highlights exactly the card and the place a click will play.
export interface ActionParts {
  verb: string;
  card?: number; // the one card it plays or names
  cards?: number[]; // several cards (a meld, a combination), in the text's order
  from?: string; // the zone id the cards leave
  to?: string; // the zone id they go to, or the zone it acts on
  slot?: number; // a slot in `to` (or in `from` when there is no `to`)
  target?: number; // the card it acts on (an attack's target)
  by?: number; // the card that acts (an attacking stack's top card)
  targets?: number[];
  choice?: string; // a named choice that is not a card
}

export interface LegalAction {
  index: number;
  text: string; // still the way to play it
  parts: ActionParts;
}

// One card as the viewer sees it: a known card has an instance id stable for the whole game,
// its name and the facts of its face; a card the viewer may not know is a back with no id.
export type CardView =
  | {
      id: number;
      back?: undefined;
      name: string;
      facts: Record<string, Fact>;
      slot?: number;
      marks?: string[];
    }
  | {
      back: true;
      id?: undefined;
      name?: undefined;
      facts?: undefined;
      slot?: number;
      marks?: string[];
    };

export type Fact = number | string | boolean;

export interface ZoneView {
  id: string; // "hand:0", "line:1", "stack:0:2", "deck", "discard"
  kind: "hand" | "line" | "stack" | "pile" | "deck";
  owner: number | null;
  label: string;
  count: number;
  cards: CardView[];
  facts?: Record<string, Fact>;
}

export interface MeterView {
  id: string;
  owner: number | null;
  label: string;
  value: number;
  max: number;
}

export interface BoardView {
  zones: ZoneView[];
  meters: MeterView[];
  facts: Record<string, Fact>;
  // Words for fact names that do not read by themselves ("player1_nation": "Player 1's nation").
  fact_labels?: Record<string, string>;
  seats: { seat: number; name: string; side: number }[];
  sides: { side: number; name: string }[];
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
  visible_to?: number[];
  kind: string;
  text: string;
  data: RollData & Record<string, unknown>;
  player?: number | null;
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
  // Who this view is for: a seat, the public, or all-seeing (a finished game's replay).
  viewer: number | "spectator" | "all";
  board: BoardView;
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

// A request's id as an answer echoes it: null when the request had none or could not be read.
export type RequestId = number | string | null;

export type ServerMessage =
  | { type: "welcome"; id: RequestId; seat: number | null; game: GameSummary }
  | ({ type: "view" } & View)
  | { type: "events"; events: GameEvent[] }
  | { type: "ack"; id: RequestId; version: number }
  | { type: "hint"; id: RequestId; hint: Hint }
  // `id` repeats `game_id` for older clients.
  | { type: "rematch"; game_id: string; id: string; seat: number; token: string }
  | { type: "presence"; seats: { seat: number; connected: boolean }[] }
  | { type: "pong"; id: RequestId }
  // `reason`: an action of the game that is not legal now, why, with the rule line.
  | { type: "error"; id: RequestId; error: string; reason?: string };

export type ClientMessage =
  | { type: "hello"; token?: string; spectator?: boolean; since?: number }
  // Protocol 2: `index` is the chosen action's 1-based number in the view's `legal` list.
  | { type: "act"; index: number; version: number; id?: number }
  | { type: "undo"; id?: number }
  | { type: "hint"; bot?: string; id?: number }
  | { type: "ping"; id?: number };

type Fields<M, T extends string> = readonly Exclude<keyof Extract<M, { type: T }>, "type">[];

// The fields of each message (docs/schema/<type>.json), as the compiler knows them.
export const serverFields: { [T in ServerMessage["type"]]: Fields<ServerMessage, T> } = {
  welcome: ["id", "seat", "game"],
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
    "viewer",
    "board",
    "render",
    "legal",
    "can_undo",
  ],
  events: ["events"],
  ack: ["id", "version"],
  hint: ["id", "hint"],
  rematch: ["game_id", "id", "seat", "token"],
  presence: ["seats"],
  pong: ["id"],
  error: ["id", "error", "reason"],
};

export const clientFields: { [T in ClientMessage["type"]]: Fields<ClientMessage, T> } = {
  hello: ["token", "spectator", "since"],
  act: ["index", "version", "id"],
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
