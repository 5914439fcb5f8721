import type { CombatFile } from "./combatFile";
import { Choice, Count } from "./Fields";
import { ARMOURS, CHARACTERISTICS, COMBAT_FORMATIONS, QUALITIES, TROOP_TYPES } from "./vocabulary";

// Edits one combat file: the troop's type, formation, quality, armour, characteristics, ranks,
// and the unit's size and wounds for a roll.
export function FileEditor(props: {
  name: string;
  file: CombatFile;
  onChange: (f: CombatFile) => void;
}) {
  const { name, file, onChange } = props;
  const set = <K extends keyof CombatFile>(k: K, v: CombatFile[K]) => onChange({ ...file, [k]: v });
  const toggle = (c: string) =>
    set("chars", file.chars.includes(c) ? file.chars.filter((x) => x !== c) : [...file.chars, c]);
  return (
    <fieldset className="reg-file" aria-label={`File ${name}`}>
      <legend>File {name}</legend>
      <Choice
        label="Type"
        value={file.type}
        choices={TROOP_TYPES}
        onChange={(v) => set("type", v)}
      />
      <Choice
        label="Formation"
        value={file.formation}
        choices={COMBAT_FORMATIONS}
        onChange={(v) => set("formation", v)}
      />
      <Choice
        label="Quality"
        value={file.quality}
        choices={QUALITIES}
        onChange={(v) => set("quality", v)}
      />
      <Choice
        label="Armour"
        value={file.armour}
        choices={ARMOURS}
        onChange={(v) => set("armour", v)}
      />
      <Count label="Ranks" value={file.ranks} min={1} max={6} onChange={(v) => set("ranks", v)} />
      <Count label="Bases" value={file.bases} min={1} max={12} onChange={(v) => set("bases", v)} />
      <Count
        label="Wounds"
        value={file.wounds}
        min={0}
        max={40}
        onChange={(v) => set("wounds", v)}
      />
      <div className="reg-chars" role="group" aria-label={`File ${name} characteristics`}>
        {CHARACTERISTICS.map((c) => (
          <button
            type="button"
            key={c}
            aria-pressed={file.chars.includes(c)}
            onClick={() => toggle(c)}
          >
            {c}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
