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
  browser.newContext = async (options = {}) => {
    const context = await newContext({ ...STILL, ...options });
    context.on("page", patientScreenshots);
    return context;
  };
  browser.newPage = async (options = {}) =>
    patientScreenshots(await newPage({ ...STILL, ...options }));
  return browser;
}

// A screenshot waits for Chromium to paint one more frame of the page. In one CI run (stop 38,
// the 2v2 GT game with four pages open) that frame never came and the screenshot timed out after
// "fonts loaded"; the cause was not found. A screenshot that times out is taken once more after
// the page is brought to the front (the page Chromium paints first); any other error, or a second
// timeout, still fails the test, and the first timeout is printed.
const PATIENT = Symbol("patient screenshots");
function patientScreenshots(page) {
  if (page[PATIENT]) return page;
  page[PATIENT] = true;
  const shoot = page.screenshot.bind(page);
  page.screenshot = async (options = {}) => {
    try {
      return await shoot({ timeout: 20000, ...options });
    } catch (e) {
      if (e?.name !== "TimeoutError") throw e;
      console.error(
        `screenshot timed out (${e.message.split("\n")[0]}); bringing the page to the front`,
      );
      await page.bringToFront();
      return shoot({ timeout: 30000, ...options });
    }
  };
  return page;
}

// Every WebSocket frame a page receives, kept raw, so hidden-information checks read exactly
// what left the server.
export function recordFrames(page) {
  const frames = [];
  page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
  return frames;
}
