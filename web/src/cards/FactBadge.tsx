// Facts drawn as badges: a shield before GT's Defense, a sabre before its Attack. The fact's
// words stay beside the badge.
import { GlyphAt, type Glyph } from "./glyphs";

const BADGES: Record<string, Glyph> = { defense: "shield", attack: "sabre" };

export const hasFactBadge = (key: string): boolean => BADGES[key] !== undefined;

export function FactBadge({ fact }: { fact: string }) {
  const glyph = BADGES[fact];
  if (!glyph) return null;
  return (
    <svg
      className={`fact-badge badge-${fact}`}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <GlyphAt glyph={glyph} x={10} y={10} size={18} />
    </svg>
  );
}
