// One game's WebSocket: says hello with the seat token and the last event held, feeds every
// message to the reducer, and reconnects with back-off when the connection drops, so a client
// that went away misses nothing.
import { parseServerMessage, type ClientMessage, type ServerMessage } from "../protocol";
import type { LocalAction } from "../state/gameState";

export interface GameSocketOptions {
  gameId: string;
  token?: string; // absent for a spectator
  since: () => number; // the last event number held
  dispatch: (msg: ServerMessage | LocalAction) => void;
}

export class GameSocket {
  private ws?: WebSocket;
  private closed = false;
  private retry = 0;
  private timer?: ReturnType<typeof setTimeout>;
  private nextId = 1;

  constructor(private readonly options: GameSocketOptions) {
    this.connect();
  }

  // The id the next request will carry.
  nextRequestId(): number {
    return this.nextId;
  }

  send(msg: ClientMessage): number {
    const id = this.nextId++;
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ ...msg, id }));
    else
      this.options.dispatch({
        type: "error",
        id: null,
        error: "not connected to the server; retrying",
      });
    return id;
  }

  // Reconnects now (after a gap in the events, for instance).
  resync(): void {
    this.ws?.close();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.ws?.close();
  }

  private connect(): void {
    const { gameId, token, since, dispatch } = this.options;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/ws/games/${encodeURIComponent(gameId)}`);
    this.ws = ws;
    dispatch({ type: "connection", connection: "connecting" });
    ws.onopen = () => {
      this.retry = 0;
      const hello: ClientMessage = token
        ? { type: "hello", token, since: since() }
        : { type: "hello", spectator: true, since: since() };
      ws.send(JSON.stringify(hello));
      dispatch({ type: "connection", connection: "open" });
    };
    ws.onmessage = (e: MessageEvent<string>) => {
      const msg = parseServerMessage(e.data);
      if (msg.type === "invalid") dispatch({ type: "error", id: null, error: msg.why });
      else dispatch(msg);
    };
    ws.onclose = () => {
      dispatch({ type: "connection", connection: "closed" });
      if (this.closed) return;
      const delay = Math.min(5000, 250 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }
}
