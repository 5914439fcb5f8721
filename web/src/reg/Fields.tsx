// Labelled form controls for the REG panels: big enough to tap, the label always visible.
import { inWords } from "./vocabulary";

export function Choice<T extends string>(props: {
  label: string;
  value: T;
  choices: readonly T[];
  onChange: (v: T) => void;
}) {
  return (
    <label className="reg-field">
      <span>{props.label}</span>
      <select
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.choices.map((c) => (
          <option key={c} value={c}>
            {inWords(c)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Flag(props: { label: string; value: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="reg-flag">
      <input
        type="checkbox"
        checked={props.value}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.label}
    </label>
  );
}

// Free text with suggestions (the server's own keys where the page could read them).
export function Text(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  suggestions?: readonly string[];
  placeholder?: string;
  inputMode?: "numeric" | "text";
}) {
  const listId = props.suggestions ? `reg-${props.label.replace(/\W+/g, "-")}` : undefined;
  return (
    <label className="reg-field">
      <span>{props.label}</span>
      <input
        aria-label={props.label}
        value={props.value}
        list={listId}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {listId && (
        <datalist id={listId}>
          {props.suggestions!.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </label>
  );
}

export function Count(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
}) {
  const { label, value, min, max, onChange } = props;
  return (
    <label className="reg-field">
      <span>{label}</span>
      <input
        aria-label={label}
        type="number"
        min={min}
        max={max}
        value={value}
        inputMode="numeric"
        onChange={(e) => onChange(Math.max(min, Math.min(max, Number(e.target.value) || 0)))}
      />
    </label>
  );
}
