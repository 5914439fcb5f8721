// The small drawings inside the frames and badges, each in a 20x20 box (a frame places and
// scales them). Strokes and fills come from CSS classes (cards.css): `ink` lines, `solid` shapes.
import type { ReactElement } from "react";

export type Glyph =
  | "musket"
  | "crosshair"
  | "burst"
  | "cards"
  | "arrow"
  | "die"
  | "shield"
  | "square"
  | "eye"
  | "column"
  | "star"
  | "sabre"
  | "sabres"
  | "cannon"
  | "compass"
  | "heart"
  | "bolt"
  | "flag"
  | "hill"
  | "trees"
  | "redoubt"
  | "waves"
  | "bridge"
  | "exclamation";

const GLYPHS: Record<Glyph, ReactElement> = {
  musket: (
    <g>
      <line className="ink thick" x1="3" y1="18" x2="16" y2="3" />
      <line className="ink" x1="16" y1="3" x2="19" y2="0" />
      <line className="ink thick" x1="3" y1="18" x2="6" y2="19" />
    </g>
  ),
  crosshair: (
    <g>
      <circle className="ink" cx="10" cy="10" r="6" />
      <line className="ink" x1="10" y1="1" x2="10" y2="19" />
      <line className="ink" x1="1" y1="10" x2="19" y2="10" />
    </g>
  ),
  burst: (
    <polygon
      className="solid"
      points="10,0 12.5,6.5 19.5,5 14.5,10 19.5,15 12.5,13.5 10,20 7.5,13.5 0.5,15 5.5,10 0.5,5 7.5,6.5"
    />
  ),
  cards: (
    <g>
      <rect className="paper" x="2" y="4" width="9" height="13" rx="1" />
      <rect className="paper" x="7" y="2" width="9" height="13" rx="1" />
      <line className="ink thick" x1="15" y1="15" x2="15" y2="20" />
      <line className="ink thick" x1="12.5" y1="17.5" x2="17.5" y2="17.5" />
    </g>
  ),
  arrow: (
    <g>
      <line className="ink thick" x1="1" y1="10" x2="14" y2="10" />
      <polygon className="solid" points="12,4 19,10 12,16" />
    </g>
  ),
  die: (
    <g>
      <rect className="paper" x="2" y="2" width="16" height="16" rx="3" />
      <circle className="solid" cx="6.5" cy="6.5" r="1.6" />
      <circle className="solid" cx="10" cy="10" r="1.6" />
      <circle className="solid" cx="13.5" cy="13.5" r="1.6" />
    </g>
  ),
  shield: <path className="paper" d="M10 1 L18 4 V10 C18 15 14 18 10 19 C6 18 2 15 2 10 V4 Z" />,
  square: (
    <g>
      <rect className="ink thick" x="4" y="4" width="12" height="12" />
      <circle className="solid" cx="4" cy="4" r="1.8" />
      <circle className="solid" cx="16" cy="4" r="1.8" />
      <circle className="solid" cx="4" cy="16" r="1.8" />
      <circle className="solid" cx="16" cy="16" r="1.8" />
    </g>
  ),
  eye: (
    <g>
      <path className="paper" d="M1 10 C5 3 15 3 19 10 C15 17 5 17 1 10 Z" />
      <circle className="solid" cx="10" cy="10" r="3" />
    </g>
  ),
  column: (
    <g>
      <rect className="ink" x="1" y="6" width="5" height="8" />
      <rect className="ink" x="14" y="6" width="5" height="8" />
      <line className="ink thick" x1="6" y1="10" x2="12" y2="10" />
      <polygon className="solid" points="10,7 14,10 10,13" />
    </g>
  ),
  star: (
    <polygon
      className="solid"
      points="10,1 12.4,7.2 19,7.5 13.8,11.6 15.6,18 10,14.4 4.4,18 6.2,11.6 1,7.5 7.6,7.2"
    />
  ),
  sabre: (
    <g>
      <path className="ink thick" d="M4 17 C8 12 12 7 17 2" />
      <line className="ink thick" x1="2" y1="14" x2="7" y2="19" />
    </g>
  ),
  sabres: (
    <g>
      <path className="ink thick" d="M3 18 C7 12 11 7 17 2" />
      <path className="ink thick" d="M17 18 C13 12 9 7 3 2" />
      <line className="ink" x1="1" y1="15" x2="6" y2="19" />
      <line className="ink" x1="19" y1="15" x2="14" y2="19" />
    </g>
  ),
  cannon: (
    <g>
      <rect
        className="solid"
        x="3"
        y="6"
        width="14"
        height="4"
        rx="1.5"
        transform="rotate(-15 10 8)"
      />
      <circle className="paper" cx="8" cy="14" r="4.5" />
      <circle className="solid" cx="8" cy="14" r="1.2" />
    </g>
  ),
  compass: (
    <g>
      <polygon className="solid" points="10,0 12,8 20,10 12,12 10,20 8,12 0,10 8,8" />
      <circle className="paper" cx="10" cy="10" r="2" />
    </g>
  ),
  heart: (
    <path
      className="solid"
      d="M10 18 C3 13 1 9 1 6.5 C1 3.5 3.5 1.5 6 1.5 C8 1.5 9.3 2.8 10 4 C10.7 2.8 12 1.5 14 1.5 C16.5 1.5 19 3.5 19 6.5 C19 9 17 13 10 18 Z"
    />
  ),
  bolt: <polygon className="solid" points="12,0 3,11 9,11 7,20 17,8 11,8" />,
  flag: (
    <g>
      <line className="ink thick" x1="4" y1="1" x2="4" y2="20" />
      <path className="solid" d="M4 2 H17 L14 6 L17 10 H4 Z" />
    </g>
  ),
  hill: <path className="earth" d="M0 18 C4 8 8 6 11 9 C13 5 17 6 20 18 Z" />,
  trees: (
    <g>
      <polygon className="leaf" points="4,4 8,13 0,13" />
      <polygon className="leaf" points="11,1 16,12 6,12" />
      <polygon className="leaf" points="16,6 20,15 12,15" />
      <line className="trunk" x1="4" y1="13" x2="4" y2="17" />
      <line className="trunk" x1="11" y1="12" x2="11" y2="18" />
      <line className="trunk" x1="16" y1="15" x2="16" y2="18" />
    </g>
  ),
  redoubt: (
    <g>
      <path className="earth" d="M1 17 L4 8 H16 L19 17 Z" />
      <path className="ink" d="M4 8 L6 5 L8 8 L10 5 L12 8 L14 5 L16 8" />
    </g>
  ),
  waves: (
    <g>
      <path className="water" d="M0 7 C3 4 5 4 7 7 C9 10 11 10 13 7 C15 4 17 4 20 7" />
      <path className="water" d="M0 14 C3 11 5 11 7 14 C9 17 11 17 13 14 C15 11 17 11 20 14" />
    </g>
  ),
  bridge: (
    <g>
      <path className="water" d="M0 17 C3 14 5 14 7 17 C9 20 11 20 13 17 C15 14 17 14 20 17" />
      <path className="ink thick" d="M1 8 H19 M3 8 C5 13 15 13 17 8" />
    </g>
  ),
  exclamation: (
    <g>
      <rect className="solid" x="8" y="1" width="4" height="12" rx="1.5" />
      <circle className="solid" cx="10" cy="17" r="2.2" />
    </g>
  ),
};

// A glyph centred at (x, y), `size` units across.
export function GlyphAt({
  glyph,
  x,
  y,
  size,
}: {
  glyph: Glyph;
  x: number;
  y: number;
  size: number;
}) {
  const s = size / 20;
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${s})`}>{GLYPHS[glyph]}</g>
  );
}
