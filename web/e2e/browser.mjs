// Debian's Chromium driven by playwright-core: nothing is downloaded, and the flags keep it off
// the network (this machine has none beyond loopback).
import { chromium } from "playwright-core";

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // No dealing animation: a card is clicked as soon as it is drawn.
      "--force-prefers-reduced-motion",
    ],
  });
}

// Every WebSocket frame a page receives, kept raw, so hidden-information checks read exactly
// what left the server.
export function recordFrames(page) {
  const frames = [];
  page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
  return frames;
}
