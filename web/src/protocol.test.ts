import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { clientFields, parseServerMessage, serverFields } from "./protocol";

const doc = readFileSync(fileURLToPath(new URL("../../docs/network.md", import.meta.url)), "utf8");

// The rows of the table under `heading`: message type -> the plain field names in backticks.
function documentedFields(heading: string): Map<string, string[]> {
  const section = doc.split(heading)[1]?.split("\n### ")[0] ?? "";
  const rows = new Map<string, string[]>();
  for (const line of section.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    const type = /^`([a-z_]+)`$/.exec(cells[1] ?? "")?.[1];
    if (!type) continue;
    const fields = [...(cells[2] ?? "").matchAll(/`([a-z_]+)`/g)].map((m) => m[1] as string);
    rows.set(type, fields);
  }
  return rows;
}

describe("the typed messages match docs/network.md", () => {
  it.each([
    ["### Server to client", serverFields],
    ["### Client to server", clientFields],
  ] as const)("%s", (heading, typed) => {
    const documented = documentedFields(heading);
    expect([...documented.keys()].sort()).toEqual(Object.keys(typed).sort());
    for (const [type, fields] of documented) {
      expect([...fields].sort(), `fields of ${type}`).toEqual(
        [...(typed as Record<string, readonly string[]>)[type]!].sort(),
      );
    }
  });
});

describe("parseServerMessage", () => {
  it("accepts a documented message", () => {
    expect(parseServerMessage('{"type":"pong","id":3}')).toEqual({ type: "pong", id: 3 });
  });
  it.each([
    ["not json", "not JSON"],
    ["[1,2]", "not a JSON object"],
    ['{"type":"teleport"}', "unknown message type teleport"],
  ])("refuses %s", (text, why) => {
    const parsed = parseServerMessage(text);
    expect(parsed.type).toBe("invalid");
    expect(parsed.type === "invalid" && parsed.why).toContain(why);
  });
});
