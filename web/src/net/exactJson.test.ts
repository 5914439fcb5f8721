import { describe, expect, it } from "vitest";

import { parseExact, stringifyExact } from "./exactJson";

describe("exact JSON", () => {
  const text =
    '{"rng":[18446744073709551615,1,9007199254740993],"text":"seed 99999999999999999999 \\" 18446744073709551615","x":-1.5e3}';
  it("keeps 64-bit words exact through a round trip", () => {
    const v = parseExact(text) as { rng: unknown[]; text: string; x: number };
    expect(v.rng).toEqual(["~u64~18446744073709551615", 1, "~u64~9007199254740993"]);
    expect(v.x).toBe(-1500);
    expect(v.text).toBe('seed 99999999999999999999 " 18446744073709551615');
    expect(stringifyExact(v)).toBe(
      '{"rng":[18446744073709551615,1,9007199254740993],"text":"seed 99999999999999999999 \\" 18446744073709551615","x":-1500}',
    );
  });
  it("leaves ordinary JSON as JSON.parse reads it", () => {
    const plain = '{"a":[1,2.5,true,null,"3"],"b":{"c":-7}}';
    expect(parseExact(plain)).toEqual(JSON.parse(plain));
  });
});
