// JSON with whole numbers beyond 2^53 kept exact. The REG companion's card state carries its
// random generator as four 64-bit words; JSON.parse would round them, and the rounded words
// would either change the next deal or (rounded past 2^64-1) be refused by the server. Such
// numbers are held as marked strings while the page keeps them and written back as numbers.

const MARK = "~u64~";

// Parses `text`, turning every integer literal outside a string that a double cannot hold
// exactly into "~u64~<digits>".
export function parseExact(text: string): unknown {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === "-" || (c >= "0" && c <= "9")) {
      const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i))!;
      const token = m[0];
      const whole = m[1] === undefined && m[2] === undefined;
      out += whole && !Number.isSafeInteger(Number(token)) ? `"${MARK}${token}"` : token;
      i += token.length;
    } else {
      out += c;
      i++;
    }
  }
  return JSON.parse(out);
}

// The inverse of parseExact: marked strings go back to the server as the numbers they were.
export function stringifyExact(value: unknown): string {
  return JSON.stringify(value).replace(/"~u64~(-?\d+)"/g, "$1");
}
