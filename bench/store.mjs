// Online store: the demo shop's home, a category and a product page, served by the real server (demo data) from the
// built web app. For each page: the first-load JavaScript (gzip -9 of each script the page loads, empty cache), the
// total of everything it loads (HTML, scripts, styles, images; gzip -9 of text), whether it fits a 360 px wide phone
// screen without scrolling sideways, Lighthouse 12.2.3 mobile scores (performance, accessibility; simulated slow 4G
// and a slower CPU) and axe's serious and critical violations. Builds nothing.
// Lighthouse runs each page BENCH_LIGHTHOUSE_RUNS times (default 5) and the median score counts, as Lighthouse's own
// guidance advises: one run's performance moves by ten points with what else the machine does.
// Usage: npm run build -w @hirebase/web && npm run bench:store   (BENCH_SHOP: another demo shop's slug)
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/server.mjs';
import { webDist } from './lib/web-dist.mjs';

const SHOP = process.env.BENCH_SHOP ?? 'cycles-et-glisse';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Lighthouse's own browser: new headless with the GPU process on (software), as Lighthouse runs it by default;
// `--disable-gpu` moves rasterising onto the page's main thread and reads as blocking time of the page.
const LIGHTHOUSE_FLAGS = ['--headless=new', ...FLAGS.filter((f) => f !== '--headless' && f !== '--disable-gpu')];
const TARGETS = { js: 100, performance: 95, accessibility: 95 };
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const TEXT = /\.(js|css|html|svg|json)$|^text\/|javascript|json/;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The store's pages to measure: its home, the first category and the first product it links to. */
async function pagesOf(origin) {
  const home = `/store/${SHOP}`;
  const html = await (await fetch(`${origin}${home}`)).text();
  const link = (kind) => html.match(new RegExp(`href="(/store/${SHOP}/${kind}/[0-9a-f-]{36})"`))?.[1];
  const pages = [{ name: 'home', path: home }];
  if (link('c')) pages.push({ name: 'category', path: link('c') });
  if (link('p')) pages.push({ name: 'product', path: link('p') });
  return pages;
}

/** What a first visit at 360 px loads, whether the page scrolls sideways, and axe's serious/critical findings. */
async function visit(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  try {
    const tab = await context.newPage();
    const responses = [];
    tab.on('response', (response) => responses.push(response));
    await tab.goto(`${origin}${path}`);
    await tab.waitForLoadState('networkidle');
    const m = { js: 0, total: 0 };
    for (const response of responses) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      const type = response.headers()['content-type'] ?? '';
      const size =
        TEXT.test(new URL(response.url()).pathname) || TEXT.test(type)
          ? gzipSync(body, { level: 9 }).length
          : body.length;
      if (/javascript/.test(type)) m.js += size;
      m.total += size;
    }
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const wide = await tab.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
    );
    // what the interactive parts cost: the script React brings when the customer first touches the dates
    const before = responses.length;
    const dates = tab.locator('[data-island] :is(input, button, select):not([disabled])').first();
    let afterTouch = 0;
    if (await dates.count()) {
      await dates.focus();
      // the first touch loads React and the islands' code: wait until the browser has fetched all of it
      await tab.waitForTimeout(500);
      await tab.waitForLoadState('networkidle');
      for (const response of responses.slice(before)) {
        if (/javascript/.test(response.headers()['content-type'] ?? '')) {
          afterTouch += gzipSync(await response.body(), { level: 9 }).length;
        }
      }
    }
    const axe = await new AxeBuilder({ page: tab }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    return { ...m, afterTouch, overflow, wide, serious };
  } finally {
    await context.close();
  }
}

/**
 * The median of several Lighthouse runs' scores of one page. A run Lighthouse could not finish (its runtime error,
 * no score) is shown by its error and left out of the median: it measured nothing.
 */
async function lighthouseScores(url) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(url));
  const scored = runs.filter((r) => !r.error);
  return {
    performance: scored.length ? median(scored.map((r) => r.performance)) : 0,
    accessibility: scored.length ? median(scored.map((r) => r.accessibility)) : 0,
    performanceRuns: runs.map((r) => r.error ?? r.performance),
  };
}

/** Lighthouse's mobile category scores (0–100) of one page, in its own browser. */
async function lighthouseRun(url) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, runtimeError } = result.lhr;
    if (runtimeError || categories.performance.score === null) {
      return { error: `not measured (${runtimeError?.code ?? 'no score'})` };
    }
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
    };
  } finally {
    await chrome.kill();
  }
}

const dist = webDist();
if (!existsSync(join(dist, '..', 'dist-ssr', 'entry-server.js'))) {
  console.error('apps/web/dist-ssr is missing: run `npm run build -w @hirebase/web` first.');
  process.exit(1);
}
const server = await startServer({ WEB_DIST: dist });
const origin = new URL(server.base).origin;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
let failed = false;
try {
  console.log(`Hirebase online store — ${new Date().toISOString()}, shop ${SHOP}, phone 360 px, empty cache`);
  // Lighthouse's simulated slow phone multiplies what the main thread took here: a busy machine lowers performance
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    `${'page'.padEnd(10)} ${'JS gzip KB'.padStart(10)} ${'+ on dates'.padStart(10)} ${'total KB'.padStart(9)} ${'360 px'.padStart(7)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'axe'.padStart(4)}  targets: JS ≤ ${TARGETS.js} KB, Lighthouse ≥ ${TARGETS.performance}, axe 0`,
  );
  for (const page of await pagesOf(origin)) {
    const m = await visit(browser, origin, page.path);
    const scores = await lighthouseScores(`${origin}${page.path}`);
    const met =
      m.js / 1024 <= TARGETS.js &&
      scores.performance >= TARGETS.performance &&
      scores.accessibility >= TARGETS.accessibility &&
      m.serious.length === 0 &&
      m.overflow <= 0;
    if (!met) failed = true;
    console.log(
      `${page.name.padEnd(10)} ${kb(m.js).padStart(10)} ${kb(m.afterTouch).padStart(10)} ${kb(m.total).padStart(9)} ${(m.overflow <= 0 ? 'fits' : `+${m.overflow}px`).padStart(7)} ${String(scores.performance).padStart(5)} ${String(scores.accessibility).padStart(5)} ${String(m.serious.length).padStart(4)}  ${met ? 'met' : 'MISSED'}`,
    );
    console.log(`  performance of each Lighthouse run: ${scores.performanceRuns.join(', ')}`);
    if (m.overflow > 0) console.log(`  wider than the screen: ${m.wide.join(', ')}`);
    for (const v of m.serious) console.log(`  axe ${v.impact}: ${v.id} (${v.nodes.length}) ${v.help}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exitCode = 1;
