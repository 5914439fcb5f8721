import { useEffect } from "react";

import type { LegalAction } from "../protocol";
import { placeless } from "../table/parts";
import { useTable } from "../table/TableContext";

// The choices that have no place on the table (pass, done, end attacks) as numbered buttons; the
// others are played on the board, and are all listed too, folded away, for keyboards and screen
// readers. Number keys 1-9 play the first nine legal actions, as in the terminal.
export function ActionBar(props: {
  legal: LegalAction[];
  disabled: boolean;
  canUndo: boolean;
  undo: () => void;
  hint: () => void;
  tools: boolean; // Hint and Undo here, or (false) in the status bar's "More" (ToolsMenu)
}) {
  const { legal, disabled, canUndo, undo, hint, tools } = props;
  const table = useTable();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (disabled || e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement)
        return;
      const n = Number(e.key);
      const a = Number.isInteger(n) && n >= 1 ? legal[n - 1] : undefined;
      if (a) table.play(a);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [legal, table, disabled]);
  const bar = legal.filter(placeless);
  const onBoard = legal.length - bar.length;
  const button = (a: LegalAction) => (
    <li key={a.index}>
      <button disabled={disabled} onClick={() => table.play(a)} data-action={a.text}>
        <kbd>{a.index}</kbd> {a.text}
      </button>
    </li>
  );
  return (
    <nav className="actions" aria-label="Actions">
      <ol>{bar.map(button)}</ol>
      {onBoard > 0 && (
        <details className="all-actions">
          <summary>
            {onBoard} more on the board{bar.length === 0 ? "" : ""}: every action as a list
          </summary>
          <ol>{legal.filter((a) => !placeless(a)).map(button)}</ol>
        </details>
      )}
      {tools && (
        <div className="tools">
          <button data-tool="" onClick={hint} disabled={disabled}>
            Hint
          </button>
          <button data-tool="" onClick={undo} disabled={!canUndo}>
            Undo
          </button>
        </div>
      )}
    </nav>
  );
}
