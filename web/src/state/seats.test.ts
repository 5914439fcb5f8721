import { describe, expect, it } from "vitest";

import { heldSeats, holdSeat, parseInvite, seatFor, type SeatStore } from "./seats";

function memory(): SeatStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe("held seats", () => {
  it("remember the newest seat per game first", () => {
    const store = memory();
    holdSeat({ game: "a", spec: "muskets", seat: 0, token: "t1", saved: 1 }, store);
    holdSeat({ game: "b", spec: "volley", seat: 1, token: "t2", saved: 2 }, store);
    holdSeat({ game: "a", spec: "muskets", seat: 0, token: "t3", saved: 3 }, store);
    expect(heldSeats(store).map((s) => s.token)).toEqual(["t3", "t2"]);
    expect(seatFor("b", store)?.seat).toBe(1);
  });

  it("survive a corrupted store", () => {
    const store = memory();
    store.setItem("bivouac.seats", "{not json");
    expect(heldSeats(store)).toEqual([]);
    store.setItem("bivouac.seats", JSON.stringify([{ game: 3 }, "x"]));
    expect(heldSeats(store)).toEqual([]);
  });
});

describe("invite links", () => {
  it("carry a seat and a hex token", () => {
    expect(parseInvite("#seat=1&token=00112233445566778899aabbccddeeff")).toEqual({
      seat: 1,
      token: "00112233445566778899aabbccddeeff",
    });
  });
  it.each(["", "#seat=1", "#seat=-1&token=00112233445566778899", "#seat=x&token=zz"])(
    "refuse %s",
    (hash) => expect(parseInvite(hash)).toBeUndefined(),
  );
});
