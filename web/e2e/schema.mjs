// The JSON Schemas of docs/schema/ (one per message), compiled with ajv, to check every frame a
// page really received from the real server: a message that does not match its schema fails the
// test with the schema's complaint.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020.js";

import { root } from "./suite.mjs";

export const schemaDir = join(root, "docs/schema");

// Every schema file, parsed, by file name without ".json".
export function loadSchemas() {
  const out = new Map();
  for (const f of readdirSync(schemaDir).filter((n) => n.endsWith(".json")))
    out.set(f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(schemaDir, f), "utf8")));
  return out;
}

// A validator per message type: validate(msg) returns null or the errors as text.
export function messageValidator() {
  const schemas = loadSchemas();
  const modern = [...schemas.values()].some((s) => String(s.$schema ?? "").includes("2020"));
  const ajv = new (modern ? Ajv2020 : Ajv)({ allErrors: true, strict: false });
  for (const [name, s] of schemas) ajv.addSchema(s, s.$id ?? name);
  return (msg) => {
    const name = schemas.has(msg.type) ? msg.type : null;
    if (name === null) return `no schema in docs/schema for message type ${msg.type}`;
    const s = schemas.get(name);
    const validate = ajv.getSchema(s.$id ?? name);
    return validate(msg) ? null : firstErrors(ajv, validate.errors);
  };
}

// Checks every raw frame; returns how many of each type were checked.
export function assertFramesMatchSchemas(frames) {
  const validate = messageValidator();
  const counts = {};
  for (const raw of frames) {
    const msg = JSON.parse(raw);
    const why = validate(msg);
    assert.equal(
      why,
      null,
      `a ${msg.type} message does not match its schema: ${why}\n${raw.slice(0, 400)}`,
    );
    counts[msg.type] = (counts[msg.type] ?? 0) + 1;
  }
  return counts;
}

// Checks one document (an HTTP reply such as a replay) against docs/schema/<name>.json.
export function assertMatchesSchema(name, value) {
  const schemas = loadSchemas();
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  for (const [file, s] of schemas) ajv.addSchema(s, s.$id ?? file);
  const validate = ajv.getSchema(schemas.get(name).$id ?? name);
  assert.ok(
    validate(value),
    `${name} does not match its schema: ${ajv.errorsText(validate.errors)}`,
  );
}

// The first few of a validation's complaints (a broken field repeats in every frame).
const firstErrors = (ajv, errors) =>
  ajv.errorsText(errors.slice(0, 5)) +
  (errors.length > 5 ? ` (and ${errors.length - 5} more)` : "");
