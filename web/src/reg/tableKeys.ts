import { useEffect, useState } from "react";

import { reg } from "../net/reg";

// One row of a transcribed table as the server gives it (docs/reg.md, `table NAME`): its sheet
// line, the key a request names it by ("" for none) and its printed text.
export interface TableRow {
  line: number;
  key: string;
  text: string;
}

// The keys a request accepts for a table (action codes, troop types), in order, each once.
export function rowKeys(rows: readonly TableRow[]): string[] {
  const keys: string[] = [];
  for (const r of rows) if (r.key !== "" && !keys.includes(r.key)) keys.push(r.key);
  return keys;
}

// The rows of a reply, or none when it carries no well-formed `rows`.
export function tableRows(reply: Record<string, unknown>): TableRow[] {
  const rows = reply["rows"];
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (r): r is TableRow =>
      typeof r === "object" &&
      r !== null &&
      typeof r.line === "number" &&
      typeof r.key === "string" &&
      typeof r.text === "string",
  );
}

// A server table, fetched once when a panel first needs it: its printed text and its keys.
export function useTable(name: string, filter: (key: string) => boolean = () => true) {
  const [table, setTable] = useState<{ text: string; rows: TableRow[] }>({ text: "", rows: [] });
  useEffect(() => {
    reg({ calc: "table", name }).then(
      (r) => setTable({ text: r.text, rows: tableRows(r) }),
      () => setTable({ text: "", rows: [] }),
    );
  }, [name]);
  return { text: table.text, keys: rowKeys(table.rows).filter(filter) };
}
