// With RECORD_MESSAGES=1, a sample of the real messages a test received is written to
// src/fixtures/messages-<name>.json, which the Vitest suite validates against docs/schema and
// the client's types (src/protocol.test.ts): every message that is not a view or events, and
// the first and last few views and events.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { root } from "./suite.mjs";

export function recordMessages(name, frames) {
  if (!process.env.RECORD_MESSAGES) return;
  const msgs = frames.map((f) => (typeof f === "string" ? JSON.parse(f) : f));
  const views = msgs.filter((m) => m.type === "view");
  const events = msgs.filter((m) => m.type === "events");
  const seen = new Map();
  const others = msgs.filter((m) => {
    if (m.type === "view" || m.type === "events") return false;
    seen.set(m.type, (seen.get(m.type) ?? 0) + 1);
    return seen.get(m.type) <= 2;
  });
  const ends = (list) => (list.length <= 6 ? list : [...list.slice(0, 3), ...list.slice(-3)]);
  const dir = join(root, "web/src/fixtures");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `messages-${name}.json`),
    `${JSON.stringify([...others, ...ends(views), ...ends(events)], null, 1)}\n`,
  );
}
