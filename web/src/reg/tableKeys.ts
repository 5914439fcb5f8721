import { useEffect, useState } from "react";

import { reg } from "../net/reg";

// The first word of each row of one of the server's transcribed tables (`table NAME`): the keys
// a request accepts for that table (action codes, troop types). Rows are "  LINE  KEY  ...".
export function rowKeys(tableText: string): string[] {
  const keys: string[] = [];
  for (const line of tableText.split("\n").slice(1)) {
    const m = /^\s+\d+\s+(\S+)\s/.exec(line);
    if (m && !keys.includes(m[1]!)) keys.push(m[1]!);
  }
  return keys;
}

// A server table's text, fetched once when a panel first needs it.
export function useTable(name: string, filter: (key: string) => boolean = () => true) {
  const [text, setText] = useState("");
  useEffect(() => {
    reg({ calc: "table", name }).then(
      (r) => setText(r.text),
      () => setText(""),
    );
  }, [name]);
  return { text, keys: rowKeys(text).filter(filter) };
}
