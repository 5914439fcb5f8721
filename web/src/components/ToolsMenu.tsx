import { useEffect, useId, useRef, useState } from "react";

export type Tool = { label: string; run: () => void; disabled?: boolean; pressed?: boolean };

// The page's secondary tools (Phase help, Hint, Undo) behind one "More" button, for the moments
// when they would take a screen past 12 buttons (a hand of ten cards to discard: useCrowded). A
// disclosure: the button opens a short list of the tools under it; Escape, a tool's click or a
// click elsewhere closes it, and focus returns to the button.
export function ToolsMenu({ tools }: { tools: Tool[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", away);
    return () => document.removeEventListener("mousedown", away);
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div
      className="tools-menu"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={button}
        data-more=""
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⋯ </span>More
      </button>
      {open && (
        <ul id={id} className="tools-list">
          {tools.map((t) => (
            <li key={t.label}>
              <button
                disabled={t.disabled}
                aria-pressed={t.pressed}
                onClick={() => {
                  t.run();
                  close();
                }}
              >
                {t.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
