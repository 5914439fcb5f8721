// The board drawn from a real observation, as HTML: what it shows and what it may not.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { View } from "../../protocol";
import fixture from "./fixtures/attack-phase.json";
import { RafBoard } from "./RafBoard";

const view: View = {
  version: 200,
  game: "ready-aim-fire",
  turn: 6,
  phase: "Attack phase",
  phase_help: "",
  setup: false,
  to_move: 0,
  terminal: false,
  winner: null,
  end_reason: "",
  observation: fixture.observation,
  render: "",
  legal: fixture.legal.map((text, i) => ({ index: i + 1, text })),
  can_undo: false,
};

const html = renderToStaticMarkup(
  createElement(RafBoard, { view, seat: 0, act: () => undefined, disabled: false, events: [] }),
);
const count = (needle: string) => html.split(needle).length - 1;

describe("the Ready Aim Fire board", () => {
  it("draws every unknown enemy card face down, with no name", () => {
    const unknown = (fixture.observation.stacks[1] ?? [])
      .flat()
      .filter((s) => s?.card === "?").length;
    expect(unknown).toBeGreaterThan(0);
    expect(count('aria-label="face-down card')).toBe(unknown);
    expect(count('<span class="raf-card-name"></span>')).toBe(unknown);
  });

  it("writes markers, terrain, generals and the enemy cards this seat was shown", () => {
    expect(html).toContain('class="marker shaken">Shaken<');
    expect(html).toContain("Terrain under Enemy Right Flank");
    expect(html).toContain("General 2/1, 2 re-rolls left");
    expect(html).toContain("Known in hand: Indirect fire");
    expect(html).toContain("Enemy breakpoint: 6 of 31 lost");
  });

  it("shows a spectator both lines and no hand, and offers nothing to click", () => {
    const spectating = renderToStaticMarkup(
      createElement(RafBoard, {
        view,
        seat: null,
        act: () => undefined,
        disabled: true,
        events: [],
      }),
    );
    expect(spectating).toContain("Player 1 army: Austria");
    expect(spectating).not.toContain("army hand");
    expect(spectating).not.toContain("<button");
  });

  it("offers each stack that may attack as a button, and no target before one is chosen", () => {
    expect(count("may attack")).toBe(5);
    expect(count('class="stack target')).toBe(0);
    expect(html).not.toContain("Tactics you may play");
  });
});
