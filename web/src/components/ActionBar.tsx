import { useEffect } from "react";

import type { LegalAction } from "../protocol";

// Every legal action as a numbered button. Number keys 1-9 play the first nine, as in the
// terminal; the board offers the same actions on the cards they act on.
export function ActionBar(props: {
  legal: LegalAction[];
  act: (text: string) => void;
  disabled: boolean;
  canUndo: boolean;
  undo: () => void;
  hint: () => void;
}) {
  const { legal, act, disabled, canUndo, undo, hint } = props;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (disabled || e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement)
        return;
      const n = Number(e.key);
      const a = Number.isInteger(n) && n >= 1 ? legal[n - 1] : undefined;
      if (a) act(a.text);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [legal, act, disabled]);
  return (
    <nav className="actions" aria-label="Actions">
      <ol>
        {legal.map((a) => (
          <li key={a.index}>
            <button disabled={disabled} onClick={() => act(a.text)} data-action={a.text}>
              <kbd>{a.index}</kbd> {a.text}
            </button>
          </li>
        ))}
      </ol>
      <div className="tools">
        <button onClick={hint} disabled={disabled}>
          Hint
        </button>
        <button onClick={undo} disabled={!canUndo}>
          Undo
        </button>
      </div>
    </nav>
  );
}
