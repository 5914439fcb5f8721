// The "How to play" page's reading of the server's reply: it checks the shape it draws (a reply
// from another version of the server fails with a clear message, not a blank page) and words the
// rule-line references.
import type { HowToPlay } from "../protocol";

// A printed rule-line reference as the server gives it (docs/network.md, GET /api/how-to-play):
// its text ("L50-54") and, as data, the lines it names and the part of the text it means
// ("L1 ATTACK PHASE": line 1, part "ATTACK PHASE"). The page never parses `ref`.
export interface RuleRef {
  ref: string;
  first: number;
  last: number;
  part?: string;
}
type Page = HowToPlay["sections"][number];
export interface HowToPlayParagraph {
  text: string;
  lines: string[];
  refs: RuleRef[];
}
export type HowToPlaySection = Omit<Page, "paragraphs"> & { paragraphs: HowToPlayParagraph[] };
export type HowToPlayPage = Omit<HowToPlay, "sections"> & { sections: HowToPlaySection[] };

const isText = (v: unknown): v is string => typeof v === "string" && v.length > 0;
const isLine = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1;
const isRef = (r: unknown): r is RuleRef => {
  const x = r as Partial<RuleRef> | null;
  return (
    !!x &&
    isText(x.ref) &&
    isLine(x.first) &&
    isLine(x.last) &&
    x.first <= x.last &&
    (x.part === undefined || isText(x.part))
  );
};

// The sections to draw, or an Error saying what in the reply is not as docs/network.md says.
export function readHowToPlay(reply: unknown): HowToPlayPage {
  const r = reply as Partial<HowToPlayPage> | null;
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
      if (!Array.isArray(p.refs) || p.refs.length !== p.lines.length || !p.refs.every(isRef)) {
        throw new Error(`paragraph ${j} of "${s.heading}" lacks its rule references as data`);
      }
    });
  });
  return r as HowToPlayPage;
}

// "L50-54, L62": what a paragraph's marker shows.
export const lineMarker = (refs: readonly RuleRef[]) => refs.map((r) => r.ref).join(", ");

// What a screen reader says for the marker: "printed rule lines L50-54 and L62".
export function lineLabel(refs: readonly RuleRef[]): string {
  const lines = refs.map((r) => r.ref);
  const all =
    lines.length <= 1
      ? (lines[0] ?? "")
      : `${lines.slice(0, -1).join(", ")} and ${lines[lines.length - 1]}`;
  return `${lines.length === 1 ? "printed rule line" : "printed rule lines"} ${all}`;
}

// The anchor of a section, unique on the page ("how-to-play-combat").
export const sectionAnchor = (id: string) => `how-to-play-${id}`;

// A reference in words, for the page's note: L50-54 is "lines 50 to 54", L7 is "line 7", and
// L1 ATTACK PHASE is "line 1, the part headed ATTACK PHASE".
export function referenceInWords(ref: RuleRef): string {
  const where = ref.last > ref.first ? `lines ${ref.first} to ${ref.last}` : `line ${ref.first}`;
  return ref.part ? `${where}, the part headed ${ref.part}` : where;
}
