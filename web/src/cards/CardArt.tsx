// A card's picture (art.ts) as SVG: its frame and mark, then its badges. The picture is
// decoration for the eye (aria-hidden): the card's name and facts stay as text for screen
// readers and searching.
import type {
  Art,
  Badge,
  BattleKind,
  OrderKind,
  SuitKind,
  Symbol,
  TacticKind,
  TerrainKind,
} from "./art";
import { GlyphAt, type Glyph } from "./glyphs";
import { UnitSymbol } from "./UnitSymbol";
import "./cards.css";

const ORDER: Record<OrderKind, Glyph> = { ready: "musket", aim: "crosshair", fire: "burst" };
const TACTIC: Record<TacticKind, Glyph> = {
  draw: "cards",
  attack: "arrow",
  combat: "die",
  defence: "shield",
  square: "square",
  scouts: "eye",
  sniper: "crosshair",
  column: "column",
  tactic: "star",
};
const TERRAIN: Record<TerrainKind, Glyph> = {
  woods: "trees",
  hills: "hill",
  redoubt: "redoubt",
  river: "waves",
  bridge: "bridge",
  terrain: "hill",
};
const SUIT: Record<SuitKind, Glyph> = {
  "infantry-unit": "musket",
  "infantry-weapon": "musket",
  "cavalry-unit": "sabre",
  "cavalry-weapon": "sabre",
  "artillery-unit": "cannon",
  "artillery-weapon": "cannon",
  leader: "flag",
  strategy: "compass",
  morale: "heart",
  defense: "shield",
};
const BATTLE: Record<BattleKind, Glyph> = {
  shoot: "crosshair",
  melee: "sabres",
  opportunity: "bolt",
  defense: "shield",
  leader: "flag",
  terrain: "hill",
  event: "exclamation",
};
const BADGE: Record<Badge, Glyph> = { leader: "flag", terrain: "hill", scouts: "eye" };

// A commander's rating drawn in his flag (no text: the words are the card's name): a filled dot
// for each re-roll in his own turn, above a ring for each in the opponent's.
function RatingDots({ rating }: { rating: string }) {
  const [attack, defence] = rating.split("/").map((n) => Math.min(4, Math.max(0, Number(n) || 0)));
  const row = (count: number, y: number, cls: string) =>
    Array.from({ length: count }, (_, i) => (
      <circle key={`${y}-${i}`} className={cls} cx={10 + i * 6.5} cy={y} r="2.4" />
    ));
  return (
    <>
      {row(attack ?? 0, 5.5, "solid")}
      {row(defence ?? 0, 12, "ring")}
    </>
  );
}

function Mark({ symbol }: { symbol: Symbol }) {
  switch (symbol.frame) {
    case "unit":
      return <UnitSymbol arm={symbol.arm} />;
    case "leader":
      return (
        <>
          <line className="ink thick" x1="4" y1="1" x2="4" y2="23" />
          <path className="frame" d="M4 1.5 H34.5 V16.5 H4 Z" />
          {symbol.rating ? (
            <RatingDots rating={symbol.rating} />
          ) : (
            <GlyphAt glyph="star" x={19.5} y={9} size={11} />
          )}
        </>
      );
    case "order":
      // A swallow-tailed pennant: an order, not a unit.
      return (
        <>
          <path className="frame order" d="M1.5 1.5 H34.5 L28 12 L34.5 22.5 H1.5 Z" />
          <GlyphAt glyph={ORDER[symbol.order]} x={15} y={12} size={17} />
        </>
      );
    case "tactic":
    case "battle": {
      // A card with its corner turned: something played from the hand.
      const glyph = symbol.frame === "tactic" ? TACTIC[symbol.tactic] : BATTLE[symbol.battle];
      return (
        <>
          <path className="frame tactic" d="M1.5 1.5 H28 L34.5 8 V22.5 H1.5 Z" />
          <path className="ink" d="M28 1.5 V8 H34.5" />
          <GlyphAt glyph={glyph} x={16} y={12.5} size={17} />
        </>
      );
    }
    case "terrain":
      return (
        <>
          <rect className="frame terrain" x="1.5" y="1.5" width="33" height="21" rx="5" />
          <GlyphAt glyph={TERRAIN[symbol.terrain]} x={18} y={12.5} size={18} />
        </>
      );
    case "suit":
      return (
        <>
          <circle className="frame" cx="18" cy="12" r="10.5" />
          <GlyphAt glyph={SUIT[symbol.suit]} x={18} y={12} size={14} />
        </>
      );
  }
}

export function CardArt({ art, className = "card-art" }: { art: Art; className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 36 24" className={`art-symbol frame-${art.symbol.frame}`} focusable="false">
        <Mark symbol={art.symbol} />
      </svg>
      {(art.badges ?? []).map((b) => (
        <svg key={b} viewBox="0 0 20 20" className={`art-badge badge-${b}`} focusable="false">
          <GlyphAt glyph={BADGE[b]} x={10} y={10} size={18} />
        </svg>
      ))}
    </span>
  );
}
