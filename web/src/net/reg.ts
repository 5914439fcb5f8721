// The REG companion's one door: POST /api/reg with a request of docs/reg.md. The server runs
// the same calculators as `bivouac reg`; the page keeps no copy of the tables.
//
// Two kinds of "no": a refusal by the rules is a normal reply (`allowed: false`, with the
// sheet line), a malformed request is an error (`ok: false`), thrown here with the server's words.
import { parseExact, stringifyExact } from "./exactJson";

export type RegRequest = { calc: string } & Record<string, unknown>;

export interface RegReply extends Record<string, unknown> {
  allowed: boolean;
  text: string;
  refusal?: string;
  line?: number;
}

export async function reg(request: RegRequest): Promise<RegReply> {
  const response = await fetch("/api/reg", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: stringifyExact(request),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = parseExact(text);
  } catch {
    throw new Error(`POST /api/reg: the server answered ${response.status} without JSON`);
  }
  const reply = json as { ok?: boolean; error?: string };
  if (!response.ok || reply.ok === false) {
    throw new Error(reply.error ?? `POST /api/reg: HTTP ${response.status}`);
  }
  return json as RegReply;
}
