// Web weight: the scripts and style sheets a browser loads on a first visit (empty cache) of each main page of the
// built web app, served by the real server with the demo data, until the page shows its heading and the network is
// quiet (so lazy chunks the page loads at once count). For every page: the scripts' size as served uncompressed,
// the gzip size (gzip -9 of each file) of the scripts, of the style sheets and of both — the first-load figure the
// targets apply to — and the bytes that actually crossed the wire (compressed by the server). Also prints the
// Cache-Control and Content-Encoding of the HTML and of one hashed script, so that caching and compression are
// visible in the same run.
// Usage: npm run build -w @hirebase/web && npm run bench:web   (BENCH_LOCALE, default fr-FR: the browser's language;
// BENCH_PAGES=login,orders: only these pages; BENCH_VERBOSE=1: each file's gzip size)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './lib/server.mjs';
import { webDist } from './lib/web-dist.mjs';

const LOCALE = process.env.BENCH_LOCALE ?? 'fr-FR';
const VERBOSE = !!process.env.BENCH_VERBOSE;
const TARGETS = { login: 150, 'dashboard home': 250 };
const MANAGER = { email: 'manager@demo.hirebase.test', password: 'hirebase-demo' };
const ADMIN = { email: 'admin@hirebase.test', password: 'hirebase-admin' };

const PAGES = [
  { name: 'login', path: '/login', user: null, ready: 'input[type="password"]' },
  { name: 'dashboard home', path: '/dashboard', user: MANAGER, ready: 'main h2, main h1' },
  { name: 'catalogue', path: '/dashboard/catalogue', user: MANAGER, ready: 'main h2, main h1' },
  { name: 'pricing', path: '/dashboard/pricing', user: MANAGER, ready: 'main h2, main h1' },
  { name: 'customers', path: '/dashboard/customers', user: MANAGER, ready: 'main h2, main h1' },
  { name: 'orders', path: '/dashboard/orders', user: MANAGER, ready: 'main h2, main h1' },
  { name: 'counter', path: '/dashboard/counter', user: MANAGER, ready: 'main h2, main h1' },
  { name: 'settings', path: '/dashboard/settings', user: MANAGER, ready: 'main h2, main h1' },
  { name: 'employees', path: '/dashboard/employees', user: MANAGER, ready: 'main h2, main h1' },
  { name: 'admin', path: '/admin', user: ADMIN, ready: 'main h2, main h1' },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Scripts and style sheets loaded by a first visit of `path`, once the page shows its heading and the network is quiet. */
async function firstLoad(browser, origin, page) {
  const context = await browser.newContext({ baseURL: origin, locale: LOCALE });
  try {
    if (page.user) {
      const login = await context.request.post('/v2/login/user/login/dashboard', { data: page.user });
      if (!login.ok()) throw new Error(`login ${page.user.email}: ${login.status()}`);
    }
    const tab = await context.newPage();
    const files = [];
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) files.push(response);
    });
    await tab.goto(page.path);
    await tab.locator(page.ready).first().waitFor({ timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
    const m = { scripts: 0, raw: 0, js: 0, css: 0, wire: 0 };
    for (const response of files) {
      const body = await response.body();
      const zipped = gzipSync(body, { level: 9 }).length;
      if (new URL(response.url()).pathname.endsWith('.css')) m.css += zipped;
      else {
        m.scripts += 1;
        m.raw += body.length;
        m.js += zipped;
      }
      if (VERBOSE) console.log(`  ${kb(zipped).padStart(7)} KB  ${new URL(response.url()).pathname}`);
      m.wire += (await response.request().sizes()).responseBodySize;
    }
    return { ...m, gzip: m.js + m.css };
  } finally {
    await context.close();
  }
}

async function headersOf(origin) {
  const html = await fetch(`${origin}/login`, { headers: { 'accept-encoding': 'br, gzip' } });
  const htmlText = await html.text();
  const script = htmlText.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  const js = script ? await fetch(`${origin}${script}`, { headers: { 'accept-encoding': 'br, gzip' } }) : null;
  const headerLine = (response) =>
    response
      ? `cache-control: ${response.headers.get('cache-control') ?? '—'}; content-encoding: ${response.headers.get('content-encoding') ?? 'none'}`
      : 'no script found';
  return { html: headerLine(html), script: `${script}: ${headerLine(js)}` };
}

const server = await startServer({ WEB_DIST: webDist() });
const origin = new URL(server.base).origin;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let failed = false;
try {
  console.log(`Hirebase web weight — ${new Date().toISOString()}, browser language ${LOCALE}, empty cache\n`);
  console.log(
    `${'page'.padEnd(16)} ${'scripts'.padStart(7)} ${'JS raw KB'.padStart(9)} ${'JS gzip'.padStart(8)} ${'CSS gzip'.padStart(8)} ${'gzip KB'.padStart(8)} ${'wire KB'.padStart(8)}  target (gzip, JS + CSS)`,
  );
  const only = process.env.BENCH_PAGES?.split(',');
  for (const page of PAGES.filter((p) => !only || only.includes(p.name))) {
    const m = await firstLoad(browser, origin, page);
    const target = TARGETS[page.name];
    const verdict = target ? `≤ ${target} KB: ${m.gzip / 1024 <= target ? 'met' : 'MISSED'}` : '';
    if (target && m.gzip / 1024 > target) failed = true;
    console.log(
      `${page.name.padEnd(16)} ${String(m.scripts).padStart(7)} ${kb(m.raw).padStart(9)} ${kb(m.js).padStart(8)} ${kb(m.css).padStart(8)} ${kb(m.gzip).padStart(8)} ${kb(m.wire).padStart(8)}  ${verdict}`,
    );
  }
  const headers = await headersOf(origin);
  console.log(`\nHTML (/login): ${headers.html}`);
  console.log(`script ${headers.script}`);
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exitCode = 1;
