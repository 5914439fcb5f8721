// The "How to play" page's reading of the server's reply: it checks the shape it draws (a reply
// from another version of the server fails with a clear message, not a blank page) and words the
// rule-line references.
import type { HowToPlay } from "../protocol";

export type HowToPlaySection = HowToPlay["sections"][number];

const isText = (v: unknown): v is string => typeof v === "string" && v.length > 0;

// The sections to draw, or an Error saying what in the reply is not as docs/network.md says.
export function readHowToPlay(reply: unknown): HowToPlay {
  const r = reply as Partial<HowToPlay> | null;
  if (!r || !isText(r.game) || !isText(r.title) || !isText(r.credit)) {
    throw new Error("the how-to-play reply lacks its game, title or credit");
  }
  if (!Array.isArray(r.sections) || r.sections.length === 0) {
    throw new Error(`the how-to-play page of ${r.game} has no sections`);
  }
  r.sections.forEach((s, i) => {
    if (
      !isText(s?.id) ||
      !isText(s.heading) ||
      !Array.isArray(s.paragraphs) ||
      !s.paragraphs.length
    ) {
      throw new Error(`section ${i} of ${r.game}'s page lacks its id, heading or paragraphs`);
    }
    s.paragraphs.forEach((p, j) => {
      if (
        !isText(p?.text) ||
        !Array.isArray(p.lines) ||
        !p.lines.length ||
        !p.lines.every(isText)
      ) {
        throw new Error(`paragraph ${j} of "${s.heading}" lacks its text or rule lines`);
      }
    });
  });
  return r as HowToPlay;
}

// "L50-54, L62": what a paragraph's marker shows.
export const lineMarker = (lines: string[]) => lines.join(", ");

// What a screen reader says for the marker: "printed rule lines L50-54 and L62".
export function lineLabel(lines: string[]): string {
  const all =
    lines.length <= 1
      ? (lines[0] ?? "")
      : `${lines.slice(0, -1).join(", ")} and ${lines[lines.length - 1]}`;
  return `${lines.length === 1 ? "printed rule line" : "printed rule lines"} ${all}`;
}

// The anchor of a section, unique on the page ("how-to-play-combat").
export const sectionAnchor = (id: string) => `how-to-play-${id}`;

// A reference in words, for the page's note: "L50-54" is "lines 50 to 54", "L7" is "line 7",
// and "L1 ATTACK PHASE" is "line 1, the part headed ATTACK PHASE".
export function referenceInWords(ref: string): string {
  const m = /^L(\d+)(?:-(\d+))?(?: (.+))?$/.exec(ref);
  if (!m) return ref;
  const where = m[2] ? `lines ${m[1]} to ${m[2]}` : `line ${m[1]}`;
  return m[3] ? `${where}, the part headed ${m[3]}` : where;
}
