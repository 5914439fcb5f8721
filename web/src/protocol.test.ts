import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";

import { clientFields, parseServerMessage, serverFields } from "./protocol";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const schemaDir = here("../../docs/schema/");
const schemas = readdirSync(schemaDir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(schemaDir + f, "utf8")) as Schema);
interface Schema {
  $id: string;
  properties?: Record<string, { const?: string }>;
}
// The schemas of messages: those whose `type` is a constant.
const messageSchemas = new Map(
  schemas.flatMap((s) => {
    const type = s.properties?.type?.const;
    return type === undefined ? [] : [[type, s] as const];
  }),
);

describe("the typed server messages match docs/schema", () => {
  it("has a schema for every message type and a type for every schema", () => {
    expect([...messageSchemas.keys()].sort()).toEqual(Object.keys(serverFields).sort());
  });
  it.each(Object.entries(serverFields))("%s has the schema's fields", (type, fields) => {
    const props = Object.keys(messageSchemas.get(type)?.properties ?? {}).filter(
      (k) => k !== "type",
    );
    expect([...fields].sort()).toEqual(props.sort());
  });
});

// Messages recorded from the real server by the end-to-end suite (RECORD_MESSAGES=1 writes
// fixtures/messages-*.json): every type of message, views of each game for a seat and a
// spectator, and the frames of an all-seeing replay.
describe("real messages recorded from the server validate against the schemas", () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  for (const s of schemas) ajv.addSchema(s, s.$id);
  const dir = here("./fixtures/");
  const recorded = readdirSync(dir)
    .filter((f) => /^messages-.*\.json$/.test(f))
    .flatMap((f) => JSON.parse(readFileSync(dir + f, "utf8")) as { type: string }[]);
  it("covers every message type that a game sends", () => {
    const types = new Set(recorded.map((m) => m.type));
    for (const t of ["welcome", "view", "events", "ack", "presence"]) expect(types).toContain(t);
  });
  it.each(recorded.map((m, i) => [i, m.type, m] as const))("message %i (%s)", (_i, type, msg) => {
    const validate = ajv.getSchema(`${type}.json`);
    expect(validate, `a schema for ${type}`).toBeDefined();
    const ok = validate!(msg);
    expect(ok, ajv.errorsText(validate!.errors)).toBe(true);
  });
  it("refuses a view whose card names an identity without an id (a leaky back)", () => {
    const view = structuredClone(recorded.find((m) => m.type === "view")) as unknown as {
      board: { zones: { cards: unknown[] }[] };
    };
    view.board.zones[0]!.cards.push({ back: true, name: "Guard Infantry" });
    expect(ajv.getSchema("view.json")!(view)).toBe(false);
  });
});

const doc = readFileSync(here("../../docs/network.md"), "utf8");

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

describe("the typed client messages match docs/network.md", () => {
  it("### Client to server", () => {
    const documented = documentedFields("### Client to server");
    expect([...documented.keys()].sort()).toEqual(Object.keys(clientFields).sort());
    for (const [type, fields] of documented) {
      expect([...fields].sort(), `fields of ${type}`).toEqual(
        [...(clientFields as Record<string, readonly string[]>)[type]!].sort(),
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
