import { useLayoutEffect, useRef, useState, type MouseEvent, type FocusEvent } from "react";

import type { CardView, Fact } from "../protocol";
import { artFor } from "../cards/artFor";
import { CardArt } from "../cards/CardArt";
import { FactBadge, hasFactBadge } from "../cards/FactBadge";
import { MoralePips } from "../cards/MoralePips";
import { markStates } from "../cards/states";
import { cardSpot, type Spot } from "./parts";
import { tipOffsetFor } from "./tipPlacement";
import { useCardReading } from "./CardRoles";
import { useTable } from "./TableContext";
import { useCardText } from "./useCardText";

// One card as the viewer knows it: a back (no name, no id), or its name (each word kept whole),
// the facts of its face and the markers on it. Each word, fact and marker ends with a space (a
// flex item's trailing space takes no room): its visible text then reads as words, which its
// accessible name contains in order (axe's label-content-name-mismatch). A card a click can use is a button, highlighted
// from the legal actions' parts; hovering or focusing it shows the server's card text.
export function CardFace({ card, extra }: { card: CardView; extra?: string }) {
  const t = useTable();
  const reading = useCardReading();
  const role = card.id === undefined ? undefined : reading.roles.get(card.id);
  const [asked, setAsked] = useState(false);
  const [tipLeft, setTipLeft] = useState(0);
  const slotRef = useRef<HTMLElement | null>(null);
  // Placed again whenever the card is drawn or the window changes size while its text may be
  // open: placed only on hover, a text stayed where a wider window had put it, and a phone-sized
  // window scrolled sideways (the pointer rested on a card as the game ended and the window
  // narrowed to 390 px). An unchanged offset re-renders nothing.
  useLayoutEffect(() => {
    if (!asked) return;
    const place = () => {
      if (slotRef.current?.isConnected) setTipLeft(tipOffsetFor(slotRef.current));
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  });
  const name = card.back || card.id === undefined ? undefined : card.name;
  const text = useCardText(t.game, asked ? name : undefined);
  const marks = card.marks ?? [];
  if (name === undefined) {
    const label = ["face-down card", ...marks].join(", ");
    return (
      <div
        className={`card back${markStates(marks)}`}
        role="img"
        aria-label={label}
        data-slot={card.slot}
      >
        <div className="card-back" aria-hidden="true" />
        <Marks marks={marks} />
      </div>
    );
  }
  const spot: Spot = cardSpot(card.id!);
  const source = t.sources.has(spot);
  const destination = t.destinations.has(spot);
  const selected = t.selected === spot;
  const plays = source || destination ? t.playsAt(spot) : undefined;
  const all = card.facts ?? {};
  // A fact with a written-out twin ("suit" and "suit_name") is shown once, by its words; a
  // category that only repeats the card's name (Muskets' order "Aim", role "aim") not at all.
  const facts = Object.entries(all)
    .filter(([k, v]) => v !== false && v !== "" && all[`${k}_name`] === undefined)
    .filter(([k, v]) => !reading.hiddenFacts.has(k) && !(v === 0 && reading.zeroHiddenFacts.has(k)))
    .map(([k, v]): [string, Fact] => [k.replace(/_name$/, ""), v])
    .filter(([k, v]) => factText(k, v).toLowerCase() !== name.toLowerCase());
  // The picture, from the facts alone (src/cards/): it shares the name's first line, so the
  // name's letters are sized for the first word and the picture together.
  const art = artFor(t.game, all);
  const label = [name, ...facts.map(([k, v]) => factText(k, v)), ...marks, role ?? "", extra ?? ""]
    .filter(Boolean)
    .join(", ");
  const words = name.split(/\s+/);
  const artLetters = art ? 2.3 + 1.2 * (art.badges?.length ?? 0) : 0;
  const letters = Math.max(8, ...words.map((w) => w.length), (words[0]?.length ?? 0) + artLetters);
  const body = (
    <>
      <span className="card-name" style={{ "--letters": letters } as React.CSSProperties}>
        {art && <CardArt art={art} />}
        {words.map((w, i) => (
          <span key={i} className="word">
            {w}{" "}
          </span>
        ))}
      </span>
      {facts.length > 0 && (
        <span className="card-facts">
          {facts.map(([k, v]) => (
            <span
              key={k}
              className={`fact fact-${k}`}
              style={
                {
                  "--letters": longestWord(factText(k, v)) + (hasFactBadge(k) ? 1.4 : 0),
                } as React.CSSProperties
              }
            >
              <FactBadge fact={k} />
              {factText(k, v)}{" "}
            </span>
          ))}
        </span>
      )}
      <Marks marks={marks} />
      {role && <span className="card-role">{role} </span>}
      {extra && <span className="card-note">{extra}</span>}
      {art?.morale !== undefined && <MoralePips morale={art.morale} />}
    </>
  );
  const cls = `card face${art?.morale !== undefined ? " has-pips" : ""}${markStates(marks)}${
    role ? " in-combat" : ""
  }${source ? " source" : ""}${destination ? " destination" : ""}${selected ? " selected" : ""}`;
  // The slot is the element the text is placed against (the card's own events bubble to it).
  const hover = (e: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    const slot = (e.currentTarget.closest(".card-slot") as HTMLElement | null) ?? e.currentTarget;
    slotRef.current = slot;
    setTipLeft(tipOffsetFor(slot));
    setAsked(true);
  };
  const tip =
    asked && text ? (
      <span role="tooltip" className="card-text" style={{ left: `${tipLeft}px` }}>
        {text}
      </span>
    ) : null;
  if (source || destination) {
    return (
      <div className={`card-slot${tip ? " with-tip" : ""}`} onMouseEnter={hover}>
        <button
          className={cls}
          data-card-id={card.id}
          data-name={name}
          data-slot={card.slot}
          data-action={plays?.text}
          // The visible text first, whole (a parenthesis would drop out of the name as compared with
          // the visible text: axe's label-content-name-mismatch), then what a click does.
          aria-label={plays ? `${label}: ${plays.text}` : label}
          aria-pressed={selected}
          onClick={() => t.click(spot)}
          onFocus={hover}
        >
          {body}
        </button>
        {tip}
      </div>
    );
  }
  return (
    <div className={`card-slot${tip ? " with-tip" : ""}`} onMouseEnter={hover}>
      <div
        className={cls}
        data-card-id={card.id}
        data-name={name}
        data-slot={card.slot}
        tabIndex={0}
        role="img"
        aria-label={label}
        onFocus={hover}
      >
        {body}
      </div>
      {tip}
    </div>
  );
}

// The letters of the longest word of a text, which sets how small it must be drawn to fit.
const longestWord = (text: string) => Math.max(1, ...text.split(/\s+/).map((w) => w.length));

function Marks({ marks }: { marks: readonly string[] }) {
  if (marks.length === 0) return null;
  return (
    <span className="card-marks">
      {marks.map((m) => (
        <span
          key={m}
          className={`marker ${m.replace(/\s+/g, "-")}`}
          style={{ "--letters": longestWord(m) } as React.CSSProperties}
        >
          {m}{" "}
        </span>
      ))}
    </span>
  );
}

// "force 3" → "Force 3"; a true flag is its name alone; a category ("role": "infantry") its
// value alone.
const CATEGORIES = new Set(["role", "class", "kind", "suit", "type", "troop", "quality", "state"]);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export function factText(key: string, value: Fact): string {
  const label = capital(key.replace(/_/g, " "));
  if (value === true) return label;
  if (typeof value === "string" && CATEGORIES.has(key)) return capital(value.replace(/_/g, " "));
  return `${label} ${value}`;
}
