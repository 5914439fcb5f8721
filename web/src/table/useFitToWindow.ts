import { useEffect, useRef, type RefObject } from "react";

import { zoomFor } from "./fitToWindow";

// Keeps the board (`board`) within the window on a desktop window (min-width 52rem, where the
// page is laid out to fit without scrolling) by drawing it at the zoom that fits
// (fitToWindow.ts), set on the element itself. It is measured after each render, before the
// browser paints (the returned function, called from a layout effect: a new view, a fold opened,
// a card selected), so the board and the action bar under it move once and not again a frame
// later (a click aimed at the bar in between landed elsewhere); a ResizeObserver catches the
// rest (the window resized, a font loaded) in the next animation frame (inside the observer, the
// zoom would resize what it observes). `area` is the board's column (the board, then the action
// bar), `page` the whole page, `layout` a key that changes with each view. Off on a phone, where
// the page scrolls, and when `on` is false (the end of a game, whose summary is read by
// scrolling).
export function useFitToWindow(
  board: RefObject<HTMLElement>,
  area: RefObject<HTMLElement>,
  page: RefObject<HTMLElement>,
  on: boolean,
  layout: number,
): () => void {
  // A zoom that grows may lay the board out taller again (its rows narrow): after a few changes
  // for one view it may only shrink, so the board never rocks between two zooms.
  const changes = useRef(0);
  const measureRef = useRef<() => void>(() => {});
  // Each view may grow or shrink the board anew.
  const layoutNow = useRef(layout);
  const layoutSeen = useRef(layout);
  layoutNow.current = layout;

  useEffect(() => {
    const el = board.current;
    if (!el) return;
    const zoomOf = () => parseFloat(el.style.zoom) || 1;
    const set = (z: number) => {
      el.style.zoom = z === 1 ? "" : String(z);
    };
    if (!on || typeof ResizeObserver === "undefined") {
      set(1);
      return;
    }
    const desktop = window.matchMedia("(min-width: 52rem)");
    let frame = 0;
    // Up to three steps at once: a new zoom relays the board out (its rows may wrap otherwise).
    const fit = () => {
      if (layoutSeen.current !== layoutNow.current) {
        layoutSeen.current = layoutNow.current;
        changes.current = 0;
      }
      for (let step = 0; step < 3; step++) {
        const current = zoomOf();
        if (!desktop.matches) {
          set(1);
          return;
        }
        const r = el.getBoundingClientRect();
        const next = zoomFor({
          top: r.top + window.scrollY,
          height: r.height,
          zoom: current,
          below: belowBoard(el, area.current, page.current),
          window: window.innerHeight,
        });
        if (next === current || (next > current && changes.current >= 4)) return;
        changes.current++;
        set(next);
      }
    };
    const measure = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          fit();
        });
    };
    measureRef.current = fit;
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    if (area.current) watch.observe(area.current);
    const resized = () => {
      changes.current = 0;
      measure();
    };
    window.addEventListener("resize", resized);
    measure();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      measureRef.current = () => {};
      watch.disconnect();
      window.removeEventListener("resize", resized);
      set(1);
    };
  }, [board, area, page, on]);

  return () => measureRef.current();
}

// The height of what the page shows under the board in its column, in px: the board's siblings
// in the flow (the action bar), the table's bottom padding and what follows the table in the
// flow (the footer, where it is not fixed to the window).
function belowBoard(el: HTMLElement, column: HTMLElement | null, main: HTMLElement | null): number {
  if (!column || !main) return 0;
  const boardBottom = el.getBoundingClientRect().bottom;
  let bottom = boardBottom;
  for (const c of column.children) {
    if (c === el || getComputedStyle(c).position === "fixed") continue;
    bottom = Math.max(bottom, c.getBoundingClientRect().bottom);
  }
  const grid = column.parentElement;
  if (!grid) return bottom - boardBottom;
  const pad = parseFloat(getComputedStyle(grid).paddingBottom) || 0;
  const after = Math.max(
    0,
    main.getBoundingClientRect().bottom - grid.getBoundingClientRect().bottom,
  );
  return bottom - boardBottom + pad + after;
}
