// Debian's Chromium driven by playwright-core: nothing is downloaded, and the flags keep it off
// the network (this machine has none beyond loopback).
import { chromium } from "playwright-core";

// Every page of the suite prefers reduced motion, so that no card deals in (a click waits for
// its target to hold still: each dealing animation cost every click about 0.2 s). Chromium's
// --force-prefers-reduced-motion did not do it: Playwright emulates "no-preference" in every
// context it makes unless told otherwise, so the contexts are told.
const STILL = { reducedMotion: "reduce" };

export async function launch() {
  const browser = await chromium.launch({
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
    ],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ ...STILL, ...options });
  browser.newPage = (options = {}) => newPage({ ...STILL, ...options });
  return browser;
}

// Every WebSocket frame a page receives, kept raw, so hidden-information checks read exactly
// what left the server.
export function recordFrames(page) {
  const frames = [];
  page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
  return frames;
}
