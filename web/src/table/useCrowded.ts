import { useEffect, useState, type RefObject } from "react";

import { clickableOthers, crowded } from "./crowding";

// Whether the page's tools should go behind "More" (crowding.ts), recounted whenever the page's
// buttons change (a new view, a fold opened, a card selected). While a move is being sent the
// answer is kept, so the tools do not blink in and out for one round trip.
export function useCrowded(root: RefObject<HTMLElement>, tools: number, frozen: boolean): boolean {
  const [isCrowded, setCrowded] = useState(false);
  useEffect(() => {
    const el = root.current;
    if (!el || frozen || typeof MutationObserver === "undefined") return;
    const count = () => setCrowded(crowded(clickableOthers(el), tools));
    count();
    const watch = new MutationObserver(count);
    watch.observe(el, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["disabled", "open", "class", "hidden"],
    });
    return () => watch.disconnect();
  }, [root, tools, frozen]);
  return isCrowded;
}
