// The seats this browser holds: game id -> seat and token, kept in localStorage so that a
// reload or a visit next week resumes the game. Tokens are secrets; they stay on this device.
export interface HeldSeat {
  game: string; // game id
  spec: string; // e.g. "muskets"
  seat: number;
  token: string;
  saved: number; // ms since epoch
}

const KEY = "bivouac.seats";

export interface SeatStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function heldSeats(store: SeatStore = localStorage): HeldSeat[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (s): s is HeldSeat =>
        typeof s === "object" &&
        s !== null &&
        typeof s.game === "string" &&
        typeof s.token === "string" &&
        typeof s.seat === "number",
    );
  } catch {
    return [];
  }
}

export function holdSeat(seat: HeldSeat, store: SeatStore = localStorage): void {
  const others = heldSeats(store).filter((s) => !(s.game === seat.game && s.seat === seat.seat));
  store.setItem(KEY, JSON.stringify([seat, ...others].slice(0, 50)));
}

export function seatFor(game: string, store: SeatStore = localStorage): HeldSeat | undefined {
  return heldSeats(store).find((s) => s.game === game);
}

// Invite links carry the seat and token in the fragment: "#seat=1&token=abc".
export function parseInvite(hash: string): { seat: number; token: string } | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const token = params.get("token");
  const seat = Number(params.get("seat"));
  if (!token || !/^[0-9a-f]{16,128}$/i.test(token) || !Number.isInteger(seat) || seat < 0) {
    return undefined;
  }
  return { seat, token };
}
