import { describe, expect, it } from "vitest";

import { route } from "./route";

describe("route", () => {
  it("finds the game pages", () => {
    expect(route("/play/abc123")).toEqual({ page: "play", id: "abc123" });
    expect(route("/watch/abc123/")).toEqual({ page: "watch", id: "abc123" });
    expect(route("/play/abc123", "#spectate")).toEqual({ page: "watch", id: "abc123" });
  });
  it("finds the REG companion", () => {
    expect(route("/reg")).toEqual({ page: "reg" });
    expect(route("/reg/")).toEqual({ page: "reg" });
  });
  it.each(["/", "/play/", "/play/../etc", "/play/a/b", "/other", "/reg/x", "/regs"])(
    "sends %s to the lobby",
    (p) => expect(route(p)).toEqual({ page: "lobby" }),
  );
});
