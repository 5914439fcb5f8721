// Issue 25: each board fits a 1280x900 window without scrolling during play. The desktop layout
// (styles.css) fits most positions; the crowded ones (Ready Aim Fire's full stacks on both
// sides, GT's six units under a long Leader, six players) were up to 150 px taller. There the
// board is drawn a little smaller (CSS `zoom`, which also narrows its layout box, so the page's
// height shrinks with it), never below MIN_ZOOM, so its cards stay readable.
export const MIN_ZOOM = 0.8;

// The zoom that makes a board of `natural` px (its height at zoom 1, as laid out now) fit in
// `available` px: 1 when it fits, else the ratio, never below MIN_ZOOM. Rounded down to 1/200,
// so that small differences of measurement do not move it back and forth.
export function fitZoom(natural: number, available: number): number {
  if (natural <= 0 || natural <= available) return 1;
  const z = Math.floor((available / natural) * 200) / 200;
  return Math.max(MIN_ZOOM, Math.min(1, z));
}

// What the zoom is measured from: the board's top and height in the window (at its current zoom
// `zoom`), the height of what the page shows under the board in the same column (the action bar,
// the table's padding, the footer in the flow) and the window's height.
export type FitMeasure = {
  top: number;
  height: number;
  zoom: number;
  below: number;
  window: number;
};

export function zoomFor(m: FitMeasure): number {
  const natural = m.height / m.zoom;
  return fitZoom(natural, m.window - m.top - m.below);
}
