import { MAX_BASES, MAX_WOUNDS, type CombatFile } from "./combatFile";
import { Choice, Count, Flag } from "./Fields";
import {
  ARMOURS,
  CHARACTERISTICS,
  COMBAT_FORMATIONS,
  CONTACTS,
  GENERALS,
  QUALITIES,
  TERRAINS,
  TROOP_TYPES,
} from "./vocabulary";

// Edits one combat file: the troop's type, formation, quality, armour, characteristics, ranks,
// its situation (the edge the enemy touches, a general in the file, terrain, uphill), and the
// unit's size and wounds for a roll (a roll moves the wounds on).
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
      <fieldset className="reg-situation">
        <legend>Situation</legend>
        <Choice
          label="Enemy touches its"
          value={file.contact}
          choices={CONTACTS}
          onChange={(v) => set("contact", v)}
        />
        <Choice
          label="General in the file"
          value={file.general}
          choices={GENERALS}
          onChange={(v) => set("general", v)}
        />
        <Choice
          label="Terrain"
          value={file.terrain}
          choices={TERRAINS}
          onChange={(v) => set("terrain", v)}
        />
        <Flag label="Uphill" value={file.uphill} onChange={(v) => set("uphill", v)} />
      </fieldset>
      <Count
        label="Bases"
        value={file.bases}
        min={1}
        max={MAX_BASES}
        onChange={(v) => set("bases", v)}
      />
      <Count
        label="Wounds"
        value={file.wounds}
        min={0}
        max={MAX_WOUNDS}
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
