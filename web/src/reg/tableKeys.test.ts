import { describe, expect, it } from "vitest";

import { rowKeys } from "./tableKeys";

describe("rowKeys", () => {
  it("reads the key of every row after the heading", () => {
    const text = [
      "movement in BW: Good / Rough / Difficult",
      "   82  close_foot       4 / 3 / 2   Close formation foot",
      "   83  loose_foot       5 / 4 / 3   Loose formation foot",
      "(sheet Sep '21)",
    ].join("\n");
    expect(rowKeys(text)).toEqual(["close_foot", "loose_foot"]);
  });
  it("is empty for no table", () => expect(rowKeys("")).toEqual([]));
});
