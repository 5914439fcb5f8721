// A seatless `bivouac engine` (docs/protocol.md): the all-seeing side of a game, for tests that
// must know the hidden cards to check that the browser never received them.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export function startEngine(bivouac) {
  const child = spawn(bivouac, ["engine"], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  lines.on("line", (line) => waiting.shift()?.(JSON.parse(line)));
  // A request is an object, or a JSON line already written (to keep a 64-bit seed exact).
  const ask = (request) =>
    new Promise((resolve, reject) => {
      waiting.push((reply) =>
        reply.ok ? resolve(reply) : reject(new Error(`engine: ${reply.error}`)),
      );
      child.stdin.write(`${typeof request === "string" ? request : JSON.stringify(request)}\n`);
    });
  return {
    ask,
    async stop() {
      child.stdin.end();
      await new Promise((r) => (child.exitCode !== null ? r() : child.on("exit", r)));
    },
  };
}

// Every state of a finished game, indexed by the number of actions applied (a view's version),
// rebuilt from its record (the text the server sent): the same spec and seed, then each action.
// The seed is copied as written, since a 64-bit seed does not survive a JavaScript number.
export async function statesOfRecord(bivouac, recordText) {
  const record = JSON.parse(recordText);
  const seed = /"seed"\s*:\s*(\d+)/.exec(recordText)?.[1];
  if (seed === undefined) throw new Error("the record has no seed");
  const engine = startEngine(bivouac);
  try {
    await engine.ask(`{"cmd":"new","game":${JSON.stringify(record.game)},"seed":${seed}}`);
    const states = [(await engine.ask({ cmd: "state" })).state];
    for (const action of record.actions) {
      if (typeof action !== "string") throw new Error(`unexpected record entry ${action}`);
      await engine.ask({ cmd: "apply", action });
      states.push((await engine.ask({ cmd: "state" })).state);
    }
    return states;
  } finally {
    await engine.stop();
  }
}
