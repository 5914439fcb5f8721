import { useEffect, useLayoutEffect, useRef } from "react";

import { choicesIn, firstIndex, kindOf, stepFor } from "./keyboard";
import { useTable } from "./TableContext";

// Inside the table's provider, so it runs again whenever the choices change (a new decision, a
// card selected, a prompt opened): focus goes to the first of them (keyboard.ts), unless the
// player's focus is elsewhere on the page (the log, the settings), where it is left; the arrow
// keys move among them. Marks `root` with `data-keys` while the player uses the keyboard, so the
// focused card's text shows then and not after a click.
export function KeyboardChoices({
  root,
  active,
}: {
  root: React.RefObject<HTMLElement>;
  active: boolean;
}) {
  const table = useTable();
  const shown = useRef("");
  useLayoutEffect(() => {
    const el = root.current;
    if (!el || !active) {
      shown.current = "";
      return;
    }
    const choices = choicesIn(el);
    const signature = choices
      .map((b) => `${b.className}:${b.dataset.cardId ?? ""}:${b.textContent}`)
      .join("|");
    if (signature === shown.current) return;
    shown.current = signature;
    const focused = document.activeElement;
    const ours = !focused || focused === document.body || el.contains(focused);
    if (!ours) return;
    const i = firstIndex(choices.map(kindOf));
    if (i >= 0) choices[i]!.focus({ preventScroll: true });
  });
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onAnyKey = () => (el.dataset.keys = "");
    const onKey = (e: KeyboardEvent) => {
      const choices = choicesIn(el);
      const i = choices.indexOf(e.target as HTMLElement);
      if (i < 0 || e.altKey || e.ctrlKey || e.metaKey) return;
      const next = stepFor(e.key, i, choices.length);
      if (next === undefined) return;
      e.preventDefault();
      choices[next]!.focus();
    };
    const onPointer = () => delete el.dataset.keys;
    // Anywhere on the page: a Tab into the board starts outside it.
    document.addEventListener("keydown", onAnyKey, true);
    document.addEventListener("pointerdown", onPointer, true);
    el.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onAnyKey, true);
      document.removeEventListener("pointerdown", onPointer, true);
      el.removeEventListener("keydown", onKey);
    };
  }, [root]);
  void table; // read for its changes: the provider's value changes with the choices
  return null;
}
