// What every end-to-end file shares: where the built server and the screenshots are, and one
// real `bivouac serve` (with the built client) and one Chromium for the file's tests.
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";

import { launch } from "./browser.mjs";
import { startServer } from "./server.mjs";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const bivouac = process.env.BIVOUAC ?? join(root, "build/release/src/cli/bivouac");
export const artifacts = process.env.ARTIFACTS ?? join(root, "build/web-artifacts");
mkdirSync(artifacts, { recursive: true });

// Live bindings: set once the file's tests start.
export let server;
export let browser;

// Starts the server and the browser before the calling file's tests and stops them after.
export function useServerAndBrowser() {
  before(async () => {
    server = await startServer({ bivouac, dist: join(root, "web/dist") });
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}
