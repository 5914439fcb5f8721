// The game page's settings, each an on/off switch kept in localStorage so the next game (and a
// reload) keeps the player's choice. Animations and playing a forced move at once are on until
// turned off; sounds are off until turned on (issue 25: "optional sounds, off by default").
export interface SettingStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const SETTINGS = {
  animate: { key: "bivouac.animate", on: true },
  autoForced: { key: "bivouac.autoForced", on: true },
  sound: { key: "bivouac.sound", on: false },
} as const;

export type SettingName = keyof typeof SETTINGS;

// The stored choice, or the setting's default when nothing (or something unreadable) is stored.
export function readSetting(name: SettingName, store: SettingStore = localStorage): boolean {
  const { key, on } = SETTINGS[name];
  let stored: string | null = null;
  try {
    stored = store.getItem(key);
  } catch {
    return on; // storage refused (private mode): the default
  }
  return stored === "on" ? true : stored === "off" ? false : on;
}

export function writeSetting(
  name: SettingName,
  value: boolean,
  store: SettingStore = localStorage,
): void {
  try {
    store.setItem(SETTINGS[name].key, value ? "on" : "off");
  } catch {
    // A refused store forgets the choice at the next reload; the page keeps it until then.
  }
}
