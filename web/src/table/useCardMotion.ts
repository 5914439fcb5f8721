import { useLayoutEffect, useRef } from "react";

import { cardBoxes, DURATION_MS, motionAllowed, plannedMoves, type Box } from "./motion";

// Glides the cards of `root` that changed place since the last board (motion.ts). Runs after
// React has put the new board on the page and before the browser paints it, so a moved card is
// never seen at its new place first.
export function useCardMotion(root: React.RefObject<HTMLElement>, board: unknown) {
  const last = useRef<Map<string, Box>>(new Map());
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const now = cardBoxes(el);
    const before = last.current;
    last.current = now;
    if (!motionAllowed(document) || typeof el.animate !== "function") return;
    for (const m of plannedMoves(before, now)) {
      const card = el.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(m.id)}"]`);
      card?.animate(
        [{ transform: `translate(${m.dx}px, ${m.dy}px)` }, { transform: "translate(0, 0)" }],
        { duration: DURATION_MS, easing: "ease-out" },
      );
    }
  }, [root, board]);
}
