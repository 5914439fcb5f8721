import { describe, expect, it } from "vitest";

import { howToPlayPath, route } from "../route";
import { lineLabel, lineMarker, readHowToPlay, referenceInWords, sectionAnchor } from "./howToPlay";

const reply = {
  ok: true,
  game: "muskets",
  title: "Muskets",
  credit: "Muskets, from the Warpspawn free games site",
  sections: [
    {
      id: "combat",
      heading: "Fire and charge",
      paragraphs: [
        {
          text: "A Fire Order needs Ready, Aim and Fire.",
          lines: ["L72-81"],
          refs: [{ ref: "L72-81", first: 72, last: 81 }],
        },
      ],
    },
  ],
};

describe("the how-to-play route", () => {
  it("finds a game's page, and builds its link", () => {
    expect(route("/how-to-play/muskets")).toEqual({ page: "how-to-play", game: "muskets" });
    expect(route("/how-to-play/ready-aim-fire/")).toEqual({
      page: "how-to-play",
      game: "ready-aim-fire",
    });
    expect(howToPlayPath("ready-aim-fire")).toBe("/how-to-play/ready-aim-fire");
    expect(route(howToPlayPath("gt"))).toEqual({ page: "how-to-play", game: "gt" });
  });
  it.each([
    "/how-to-play",
    "/how-to-play/",
    "/how-to-play/../etc",
    "/how-to-play/a/b",
    "/how-to-play/Muskets",
    `/how-to-play/${"x".repeat(41)}`,
  ])("sends %s to the lobby", (p) => expect(route(p)).toEqual({ page: "lobby" }));
});

describe("reading the server's page", () => {
  it("keeps a well-formed reply as it is", () => {
    expect(readHowToPlay(reply)).toEqual(reply);
  });
  it.each([
    [null, "lacks its game"],
    [{ ...reply, title: "" }, "lacks its game, title"],
    [{ ...reply, sections: [] }, "muskets has no sections"],
    [{ ...reply, sections: [{ id: "aim", paragraphs: [] }] }, "section 0 of muskets"],
    [{ ...reply, sections: [{ id: "aim", heading: "Aim", paragraphs: [] }] }, "section 0 of"],
    [
      {
        ...reply,
        sections: [{ id: "aim", heading: "Aim", paragraphs: [{ text: "x", lines: [] }] }],
      },
      "rule lines",
    ],
    [
      { ...reply, sections: [{ id: "aim", heading: "Aim", paragraphs: [{ text: "x" }] }] },
      'paragraph 0 of "Aim" lacks its text or rule lines',
    ],
    [
      {
        ...reply,
        sections: [{ id: "aim", heading: "Aim", paragraphs: [{ text: "x", lines: [""] }] }],
      },
      "rule lines",
    ],
    [
      {
        ...reply,
        sections: [{ id: "aim", heading: "Aim", paragraphs: [{ text: "x", lines: ["L7"] }] }],
      },
      "lacks its rule references as data",
    ],
    [
      {
        ...reply,
        sections: [
          {
            id: "aim",
            heading: "Aim",
            paragraphs: [{ text: "x", lines: ["L7"], refs: [{ ref: "L7", first: 9, last: 7 }] }],
          },
        ],
      },
      "lacks its rule references as data",
    ],
  ])("refuses a malformed reply (%#)", (bad, words) => {
    expect(() => readHowToPlay(bad)).toThrow(words);
  });
});

describe("rule-line markers", () => {
  it("shows the references and says them in words", () => {
    const r = (ref: string, first: number, last = first, part?: string) =>
      part === undefined ? { ref, first, last } : { ref, first, last, part };
    expect(lineMarker([r("L50-54", 50, 54), r("L62", 62)])).toBe("L50-54, L62");
    expect(lineLabel([r("L72-81", 72, 81)])).toBe("printed rule line L72-81");
    expect(
      lineLabel([
        r("L1 TROOPS", 1, 1, "TROOPS"),
        r("L1 VICTORY", 1, 1, "VICTORY"),
        r("L1 SETUP", 1, 1, "SETUP"),
      ]),
    ).toBe("printed rule lines L1 TROOPS, L1 VICTORY and L1 SETUP");
    expect(sectionAnchor("combat")).toBe("how-to-play-combat");
    // The words come from the reference's data, never from its text.
    expect(referenceInWords(r("L50-54", 50, 54))).toBe("lines 50 to 54");
    expect(referenceInWords(r("L7", 7))).toBe("line 7");
    expect(referenceInWords(r("L1 ATTACK PHASE", 1, 1, "ATTACK PHASE"))).toBe(
      "line 1, the part headed ATTACK PHASE",
    );
    expect(referenceInWords(r("anything", 5, 9))).toBe("lines 5 to 9");
  });
});
