// Starts the real `bivouac serve` on a free loopback port with a fresh SQLite file, serving the
// built client, and stops it when the tests end.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function startServer({ bivouac, dist }) {
  const dir = mkdtempSync(join(tmpdir(), "bivouac-e2e-"));
  const child = spawn(
    bivouac,
    [
      "serve",
      "--port",
      "0",
      "--bind",
      "127.0.0.1",
      "--db",
      join(dir, "games.sqlite"),
      "--static",
      dist,
      // The tests choose their games' seeds (replay.test.mjs); strangers' servers never allow it.
      "--allow-client-seeds",
      // Every browser of the suite is one address (127.0.0.1): the per-address quotas a
      // stranger meets would count the whole suite as one flooding client.
      "--rate-limit",
      "1000",
      "--connection-rate-limit",
      "1000",
      "--max-games-per-minute",
      "1000",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`bivouac serve did not start:\n${output}`)),
      15000,
    );
    const onData = (chunk) => {
      output += chunk;
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`bivouac serve exited with ${code}:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.on("exit", r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
