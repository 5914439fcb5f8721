import { useEffect, useState } from "react";

import { parseExact, stringifyExact } from "../net/exactJson";

// What the table carries from one request to the next: the command-card `state` (generals,
// hands, pack) and the turn tracker's `position`, both as the server last returned them. Kept
// in localStorage so a phone that reloads the page mid-game loses nothing.
export interface TableSession {
  state?: unknown;
  position?: unknown;
}

const KEY = "bivouac.reg.session";

function load(): TableSession {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (parseExact(raw) as TableSession) : {};
  } catch {
    return {};
  }
}

export function useTableSession() {
  const [session, setSession] = useState<TableSession>(load);
  useEffect(() => {
    localStorage.setItem(KEY, stringifyExact(session));
  }, [session]);
  // Takes whatever a reply carries back; other fields stay as they were.
  const absorb = (reply: Record<string, unknown> | undefined) => {
    if (!reply) return;
    setSession((s) => ({
      state: "state" in reply ? reply.state : s.state,
      position: "position" in reply ? reply.position : s.position,
    }));
  };
  return { session, absorb, clear: () => setSession({}) };
}
