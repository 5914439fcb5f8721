import { describe, expect, it } from "vitest";

import { rowKeys, tableRows } from "./tableKeys";

describe("table rows", () => {
  it("reads the keys from the rows, each once, skipping rows that name none", () => {
    const reply = {
      text: "movement in BW ...",
      rows: [
        { line: 82, key: "close_foot", text: "close_foot       4 / 3 / 2   Close formation foot" },
        { line: 83, key: "loose_foot", text: "loose_foot       5 / 4 / 3   Loose formation foot" },
        { line: 83, key: "loose_foot", text: "loose_foot again" },
        { line: 90, key: "", text: "3-4: +1 BW" },
      ],
    };
    expect(rowKeys(tableRows(reply))).toEqual(["close_foot", "loose_foot"]);
  });
  it("never reads the printed text", () => {
    expect(tableRows({ text: "heading\n   82  close_foot  4 / 3 / 2" })).toEqual([]);
  });
  it("drops malformed rows", () => {
    expect(tableRows({ rows: [{ line: "82", key: "x", text: "" }, null, 3] })).toEqual([]);
  });
});
