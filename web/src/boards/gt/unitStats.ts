// A unit's class, Defense and Attack, as the server's text rendering of this seat's view
// writes them ("  #2 Grognards        Guard          D9 A+1  DM 5/9"). The observation names
// each unit but not its card's numbers; the rendering is the server's, so the client still
// holds no card table of its own.
export interface UnitStats {
  group: string;
  defense: number;
  attack: number;
  holds: number; // the damage markers it takes to defeat it now, Leader and Terrain counted
}

// `names` maps a label to the unit's name (from the observation), so a long name that fills
// its column is not mistaken for part of the class.
export function unitStats(render: string, names: Map<string, string>): Map<string, UnitStats> {
  const out = new Map<string, UnitStats>();
  let player = 0;
  for (const line of render.split("\n")) {
    const head = /^Player (\d+)\b/.exec(line);
    if (head) {
      player = Number(head[1]);
      continue;
    }
    const m = /^\s+#(\d+) (.*?)\s+D(\d+) A([+-]\d+)\s+DM \d+\/(\d+)/.exec(line);
    if (!m || player === 0) continue;
    const label = `P${player} #${m[1]}`;
    const name = names.get(label) ?? "";
    out.set(label, {
      group: m[2]!.startsWith(name) ? m[2]!.slice(name.length).trim() : "",
      defense: Number(m[3]),
      attack: Number(m[4]),
      holds: Number(m[5]),
    });
  }
  return out;
}
