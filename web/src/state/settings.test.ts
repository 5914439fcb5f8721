import { describe, expect, it } from "vitest";

import { readSetting, SETTINGS, writeSetting, type SettingStore } from "./settings";

function memory(): SettingStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe("the game page's settings", () => {
  it("has sounds off and animations and forced moves on until the player says otherwise", () => {
    const store = memory();
    expect(readSetting("sound", store)).toBe(false);
    expect(readSetting("animate", store)).toBe(true);
    expect(readSetting("autoForced", store)).toBe(true);
  });

  it("remembers sounds turned on, and off again, under their own key", () => {
    const store = memory();
    writeSetting("sound", true, store);
    expect(store.data.get(SETTINGS.sound.key)).toBe("on");
    expect(readSetting("sound", store)).toBe(true);
    expect(readSetting("animate", store)).toBe(true); // the others untouched
    writeSetting("sound", false, store);
    expect(readSetting("sound", store)).toBe(false);
    writeSetting("animate", false, store);
    expect(readSetting("animate", store)).toBe(false);
  });

  it("reads what older pages stored, and falls back to the default on anything else", () => {
    const store = memory();
    store.setItem("bivouac.animate", "off"); // as the page wrote it before this module
    expect(readSetting("animate", store)).toBe(false);
    store.setItem("bivouac.sound", "loud");
    expect(readSetting("sound", store)).toBe(false);
  });

  it("keeps the defaults when the store refuses to be read or written", () => {
    const refusing: SettingStore = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readSetting("sound", refusing)).toBe(false);
    expect(readSetting("animate", refusing)).toBe(true);
    expect(() => writeSetting("sound", true, refusing)).not.toThrow();
  });
});
