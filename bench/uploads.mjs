// Upload benchmark: the files that used to stop the server, sent to the real server (embedded PostgreSQL, demo
// data) while a client pings it every 50 ms. Prints, for each case, the answers, the peak resident memory of the API
// process and of the job process (which reads the imports), and the ping latency (max, p99, pings over target) during
// the case, against the targets (RSS < 300 MB per process, ping < 50 ms); first 10 s of pings alone, for comparison.
// Usage: npm run bench:uploads
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { watchRss } from './lib/rss.mjs';
import { startServer } from './lib/server.mjs';

const TARGETS = { rssMb: 300, pingMs: 50 };
const BOUNDARY = '----hirebase-bench';

const login = async (base, email) => {
  const res = await fetch(`${base}/login/user/login/dashboard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'hirebase-demo' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
};

const head = (field, name, type) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );

/** A multipart body of `files` files of `bytes` bytes each, generated while it is sent. */
function* formParts(files, bytes, field, type, content) {
  const chunk = Buffer.alloc(1024 * 1024, 'x');
  for (let i = 0; i < files; i++) {
    yield head(field, `f${i}`, type);
    if (content) yield content;
    else
      for (let sent = 0; sent < bytes; sent += chunk.length)
        yield chunk.subarray(0, Math.min(chunk.length, bytes - sent));
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

/** Sends a multipart body as a stream; answers the status and code, or how the connection ended. */
function send(url, method, token, parts) {
  return new Promise((resolve) => {
    const req = request(url, {
      method,
      headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => {
        let body = {};
        try {
          body = JSON.parse(text);
        } catch {}
        resolve({ status: res.statusCode, code: body.code ?? body.status, id: body.id, body });
      });
    });
    req.on('error', (error) => resolve({ status: 0, code: error.code }));
    const body = Readable.from(parts);
    body.on('error', () => {});
    body.pipe(req);
  });
}

/** Pings the server every 50 ms; `phase()` answers the max and p99 latency since the previous call. */
function pinger(base) {
  let samples = [];
  let stopped = false;
  // a ping sent before phase() may have waited on this process (making a file), not on the server: it is dropped
  let generation = 0;
  (async () => {
    while (!stopped) {
      const started = performance.now();
      const sentIn = generation;
      await fetch(`${base}/health/ping`).then(
        (r) => r.arrayBuffer(),
        () => {},
      );
      if (sentIn === generation) samples.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    phase() {
      const sorted = samples.sort((a, b) => a - b);
      samples = [];
      generation++;
      return {
        max: sorted.at(-1) ?? 0,
        p99: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
        count: sorted.length,
        over: sorted.filter((ms) => ms >= TARGETS.pingMs).length,
      };
    },
    stop: () => {
      stopped = true;
    },
  };
}

async function waitForImport(base, token, id) {
  for (let i = 0; i < 1200; i++) {
    const job = await (await fetch(`${base}/imports/${id}`, { headers: { 'x-access-token': token } })).json();
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`import ${id} did not finish`);
}

const summary = (answers) => {
  const counts = new Map();
  for (const a of answers) {
    const key = `${a.status}${a.code ? ` ${a.code}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => (n > 1 ? `${n} × ${k}` : k)).join(', ');
};

const server = await startServer();
const { base } = server;
const rss = watchRss(server.pid, 50);
const jobsRss = watchRss(server.jobsPid, 50);
const ping = pinger(base);
const rows = [];
try {
  const manager = await login(base, 'manager@demo.hirebase.test');
  const csv = (data) => formParts(1, 0, 'file', 'text/csv', data);
  const importFile = (token, text) => send(`${base}/customer/import`, 'POST', token, csv(text));
  console.log(`Hirebase upload benchmark — ${new Date().toISOString()}`);
  rss.phase();
  jobsRss.phase();
  ping.phase();
  // the files are made before each case: making them would hold up this process's pings
  const close = (name, answer) => {
    const p = ping.phase();
    rows.push({ name, answer, rssMb: rss.phase(), jobsRssMb: jobsRss.phase(), ...p });
  };
  // `split(name, answer)` closes the case's figures so far as a row of their own (an upload, then its job)
  const measure = async (name, prepare, run) => {
    const input = prepare();
    rss.phase();
    jobsRss.phase();
    ping.phase();
    close(name, await run(input, close));
  };

  // the machine's own jitter, for comparison: the same pings with nothing else sent to the server
  await measure(
    'nothing sent (baseline, 10 s)',
    () => undefined,
    async () => {
      await new Promise((r) => setTimeout(r, 10_000));
      return '';
    },
  );

  await measure(
    '100,000-column header, 20,000 rows (770 KB)',
    () =>
      Buffer.from(
        `nom;${Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(';')}\n${'Dupont;x\n'.repeat(20_000)}`,
      ),
    async (text) => {
      const res = await importFile(manager, text);
      return `${res.status} ${res.code} (${res.body.details?.reason ?? ''})`;
    },
  );

  await measure(
    '1,000,000 rows: its job, until it fails',
    () => Buffer.from(`nom\n${'Dupont\n'.repeat(1_000_000)}`),
    async (text, split) => {
      const res = await importFile(manager, text);
      if (res.status !== 202) return `${res.status} ${res.code}`;
      split('1,000,000 rows: the upload', `${res.status}`);
      const job = await waitForImport(base, manager, res.id);
      return `202, then ${job.status} ${job.failureCode ?? ''}`;
    },
  );

  const line = 'Dupont;Léa;lea@example.test;06 12 34 56 78\n';
  const tenMb = () =>
    Buffer.from(
      `nom;prenom;email;telephone\n${line.repeat(Math.floor((10 * 1024 * 1024 - 100) / Buffer.byteLength(line)))}`,
    );
  await measure('9 parallel 10 MB imports', tenMb, async (text) => {
    const answers = await Promise.all(Array.from({ length: 9 }, () => importFile(manager, text)));
    const jobs = await Promise.all(
      answers.filter((a) => a.status === 202).map((a) => waitForImport(base, manager, a.id)),
    );
    return `${summary(answers)}; jobs: ${summary(jobs.map((j) => ({ status: j.status, code: j.failureCode })))}`;
  });

  await measure(
    '4 parallel attachFile, 20 × 20 MB each',
    () => undefined,
    async () => {
      const orderId = '01a200ce-bb20-7ce4-9392-34cdff2e6b87';
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          send(
            `${base}/order/attachFile/${orderId}`,
            'PUT',
            manager,
            formParts(20, 20 * 1024 * 1024, 'files', 'application/pdf'),
          ),
        ),
      );
      return summary(answers);
    },
  );

  console.log(`\nTargets: RSS < ${TARGETS.rssMb} MB per process, ping < ${TARGETS.pingMs} ms during each case\n`);
  const mb = (v) => `${v.toFixed(0)} MB`.padStart(9);
  const ms = (v) => `${v.toFixed(0)} ms`.padStart(9);
  console.log(
    `${'case'.padEnd(46)} ${'API RSS'.padStart(9)} ${'jobs RSS'.padStart(9)} ${'ping max'.padStart(9)} ${'ping p99'.padStart(9)} ${`≥ ${TARGETS.pingMs} ms`.padStart(9)}  answer`,
  );
  for (const r of rows) {
    const over = Math.max(r.rssMb, r.jobsRssMb) >= TARGETS.rssMb || r.max >= TARGETS.pingMs;
    console.log(
      `${r.name.padEnd(46)} ${mb(r.rssMb)} ${mb(r.jobsRssMb)} ${ms(r.max)} ${ms(r.p99)} ${`${r.over}/${r.count}`.padStart(9)}  ${r.answer}${over ? '  (over target)' : ''}`,
    );
  }
  console.log(`\nPeak RSS over the run: API ${rss.peak().toFixed(0)} MB, jobs ${jobsRss.peak().toFixed(0)} MB`);
} finally {
  ping.stop();
  rss.stop();
  jobsRss.stop();
  await server.stop();
}
