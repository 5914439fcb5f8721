import { describe, expect, it } from "vitest";

import { route } from "./route";

describe("route", () => {
  it("finds the game pages", () => {
    expect(route("/play/abc123")).toEqual({ page: "play", id: "abc123" });
    expect(route("/watch/abc123/")).toEqual({ page: "watch", id: "abc123" });
    expect(route("/play/abc123", "#spectate")).toEqual({ page: "watch", id: "abc123" });
  });
  it("finds the replay viewer, with a game or for an upload", () => {
    expect(route("/replay/abc123")).toEqual({ page: "replay", id: "abc123" });
    expect(route("/replay")).toEqual({ page: "replay" });
    expect(route("/replay/")).toEqual({ page: "replay" });
    expect(route("/replay/a/b")).toEqual({ page: "lobby" });
  });
  it("finds the card symbols' legend", () => {
    expect(route("/legend")).toEqual({ page: "legend" });
    expect(route("/legend/")).toEqual({ page: "legend" });
    expect(route("/legend/x")).toEqual({ page: "lobby" });
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
