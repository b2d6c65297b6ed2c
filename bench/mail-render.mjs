// Mail rendering benchmark: what mjml costs the API — the size of its dependency tree on disk, the time to load it
// (it is loaded on the first mail, not at start), and the time and memory to render 200 mails of the default texts.
// Usage: npm run bench:mail
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(`${root}/apps/api/package.json`);

// the packages mjml brings, from the lock file: every installed package reachable from it
const lock = JSON.parse(execFileSync('cat', [`${root}/package-lock.json`], { encoding: 'utf8' }));
const seen = new Set();
const visit = (name, from = '') => {
  const path = [`${from}node_modules/${name}`, `node_modules/${name}`].find((p) => lock.packages[p]);
  if (!path || seen.has(path)) return;
  seen.add(path);
  for (const dep of Object.keys(lock.packages[path].dependencies ?? {})) visit(dep, `${path}/`);
};
visit('mjml');
const bytes = Number(
  execFileSync('du', ['-sbc', ...[...seen].map((p) => `${root}/${p}`)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)
    .split('\t')[0],
);
console.log(`Hirebase mail rendering benchmark — ${new Date().toISOString()}\n`);
console.log(`mjml dependency tree: ${seen.size} packages, ${(bytes / 1e6).toFixed(1)} MB on disk`);

const loads = [];
for (let i = 0; i < 3; i++) {
  const out = execFileSync(
    process.execPath,
    [
      '-e',
      `const t=performance.now();import(${JSON.stringify(require.resolve('mjml'))}).then(()=>console.log(performance.now()-t))`,
    ],
    { encoding: 'utf8' },
  );
  loads.push(Number(out));
}
console.log(`load (fresh process, 3 runs): ${loads.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);

const { register } = await import('tsx/esm/api');
register();
const { mailMjml, mailText } = await import('../apps/api/src/modules/mail-templates/layout.ts');
const { mjmlToHtml } = await import('../apps/api/src/modules/mail-templates/mjml.ts');
const { DEFAULT_TEXTS } = await import('../apps/api/src/modules/mail-templates/defaults/index.ts');

const values = {
  'customer.firstName': 'Camille',
  'order.number': '1042',
  'order.start': 'samedi 4 juillet 2026 à 09:00',
  'order.end': 'dimanche 5 juillet 2026 à 18:00',
  'order.link': 'https://app.example.test/your-order/shop/0190/abc',
  'company.name': 'Cycles & Glisse',
};
const brand = { companyName: 'Cycles & Glisse', logoUrl: null, color: '#0e7c66', footer: ['Annecy'] };
const texts = Object.values(DEFAULT_TEXTS).flatMap((byEvent) => Object.values(byEvent));
await mjmlToHtml(mailMjml(texts[0].subject, texts[0].body, values, brand));
const heapBefore = process.memoryUsage().rss;
const times = [];
for (let i = 0; i < 200; i++) {
  const text = texts[i % texts.length];
  const t = performance.now();
  const html = await mjmlToHtml(mailMjml(text.subject, text.body, values, brand));
  mailText(text.body, values, brand);
  times.push(performance.now() - t);
  if (!html.includes('Camille')) throw new Error('the mail lost its values');
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(`render (200 mails, after load): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
console.log(
  `resident memory after loading and rendering: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB (${((process.memoryUsage().rss - heapBefore) / 1e6).toFixed(0)} MB during the renders)`,
);
