import { describe, expect, it } from "vitest";

import { lastFormation, recordSetupAction, setupKey } from "./setupMemory";

function memoryStore() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  };
}

describe("setup memory", () => {
  it("keeps a formation once it is done, without the done, per game kind and side", () => {
    const store = memoryStore();
    const key = setupKey("ready-aim-fire", 1);
    for (const t of ["place Line", "to Centre", "deploy for me"])
      recordSetupAction(store, key, "g1", t, "place");
    expect(lastFormation(store, key)).toEqual([]);
    recordSetupAction(store, key, "g1", "done", "done");
    expect(lastFormation(store, key)).toEqual(["place Line", "to Centre", "deploy for me"]);
    expect(lastFormation(store, setupKey("ready-aim-fire", 0))).toEqual([]);
  });

  it("starts a new recording for a new match and keeps the last finished one meanwhile", () => {
    const store = memoryStore();
    const key = setupKey("ready-aim-fire", 0);
    recordSetupAction(store, key, "g1", "place Line", "place");
    recordSetupAction(store, key, "g1", "done", "done");
    recordSetupAction(store, key, "g2", "place Guard", "place");
    expect(lastFormation(store, key)).toEqual(["place Line"]);
    recordSetupAction(store, key, "g2", "to Centre", "place");
    recordSetupAction(store, key, "g2", "done", "done");
    expect(lastFormation(store, key)).toEqual(["place Guard", "to Centre"]);
  });

  it("ignores a damaged entry", () => {
    const store = memoryStore();
    store.setItem(setupKey("x", 0), "{not json");
    expect(lastFormation(store, setupKey("x", 0))).toEqual([]);
    store.setItem(setupKey("x", 0), JSON.stringify({ last: [1, 2] }));
    expect(lastFormation(store, setupKey("x", 0))).toEqual([]);
  });
});
