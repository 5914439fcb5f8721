// Opens a `bivouac sim --report` page from disk in Debian's Chromium (playwright-core), with the
// network refused, checks that every chart drew something and saves a screenshot.
// usage: node report_browser_test.mjs <playwright-core dir> <report.html> <screenshot.png>
import { createRequire } from 'node:module';
import path from 'node:path';

const [pwDir, report, shot] = process.argv.slice(2);
const require = createRequire(path.join(path.resolve(pwDir), 'index.js'));
const { chromium } = require('playwright-core');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--no-first-run', '--disable-component-update', '--disable-sync'],
});
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const requests = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    requests.push(url);
    return route.abort();
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto('file://' + path.resolve(report));
  await page.waitForFunction(() => document.body.getAttribute('data-charts') !== null, null,
    { timeout: 20000 });
  // Each canvas must have drawn pixels that are not all one colour.
  const stats = await page.evaluate(() => [...document.querySelectorAll('canvas')].map((c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const colours = new Set();
    for (let i = 0; i < d.length; i += 4 * 97) colours.add(d[i] << 16 | d[i + 1] << 8 | d[i + 2] | d[i + 3] << 24);
    return { w: c.width, h: c.height, colours: colours.size };
  }));
  const charts = await page.evaluate(() => Object.keys(Chart.instances).length);
  await page.screenshot({ path: shot, fullPage: true });
  console.log(JSON.stringify({ canvases: stats, charts, errors, requests }));
  if (errors.length) { console.error('page errors:', errors); failed = true; }
  if (requests.length) { console.error('network requests:', requests); failed = true; }
  if (stats.length === 0 || charts !== stats.length) { console.error('charts missing'); failed = true; }
  for (const s of stats) {
    if (s.w < 100 || s.h < 100 || s.colours < 3) { console.error('a blank chart', s); failed = true; }
  }
} finally {
  await browser.close();
}
console.log(failed ? '0 passed, 1 failed' : '1 passed, 0 failed');
process.exit(failed ? 1 : 0);
