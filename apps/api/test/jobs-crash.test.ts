import { type ChildProcess, fork } from 'node:child_process';
import { eq, inArray, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { customers } from '../src/modules/customers/tables.ts';
import { importJobs } from '../src/modules/imports/tables.ts';
import { installJobs } from '../src/platform/jobs/install.ts';
import { startJobRunner } from '../src/platform/jobs/runner.ts';
import { mailOutbox } from '../src/platform/mail/tables.ts';
import { createTestApp } from './app.ts';
import { quickJobs } from './crash-jobs.ts';
import { uploadCsv } from './factories/imports.ts';
import { makeShop } from './factories.ts';
import { startSmtpServer } from './smtp.ts';

const ROWS = 60;
// the row held by the test: in the second batch, so the first one has committed when the worker dies
const HELD_ROW = 32;
const email = (row: number) => `c${row}@crash.test`;

// generous: a loaded machine takes long to start the child process
async function until(check: () => Promise<boolean>, what: string, ms = 90_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a job runner killed in the middle of an import and of a mail batch', async () => {
  const smtp = await startSmtpServer();
  // the test app only sends: the jobs run in a child process on its database, then in a runner of this process
  const { app, db } = await createTestApp({ SMTP_URL: smtp.url });
  const url = (db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;
  await installJobs(db, quickJobs);

  it('finishes every job exactly once after a restart', async () => {
    const shop = await makeShop(app, db);
    // the customer of the held row exists: the import updates it, and the test holds its row lock
    const csv = ['firstName;lastName;email', ...Array.from({ length: ROWS }, (_, i) => `F${i};L${i};${email(i + 2)}`)];
    const lockHolder = new pg.Client({ connectionString: url });
    lockHolder.on('error', () => {});
    await lockHolder.connect();
    const pre = await app.inject({
      method: 'POST',
      url: '/v2/customer',
      headers: shop.headers,
      payload: { type: 'individual', firstName: 'Held', lastName: 'Row', email: email(HELD_ROW) },
    });
    expect(pre.statusCode).toBe(200);
    await lockHolder.query('begin');
    await lockHolder.query('select id from customers where email = $1 for update', [email(HELD_ROW)]);

    const upload = await uploadCsv(app, '/v2/customer/import', shop.headers, csv.join('\n'));
    expect(upload.statusCode).toBe(202);
    const importId = upload.json().id as string;
    const child: ChildProcess = fork(new URL('./job-runner-process.ts', import.meta.url).pathname, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, JOBS_DATABASE_URL: url, SMTP_URL: smtp.url, DATA_DIR: app.deps.config.dataDir },
      stdio: 'ignore',
    });
    afterAll(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    const progress = async () => (await db.select().from(importJobs).where(eq(importJobs.id, importId)))[0];
    await until(async () => (await progress()).processed === 20, 'the first batch of the import');
    // six mails, the third one held on the wire
    const mailHeld = smtp.hold(2);
    const mailIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      mailIds.push(
        await app.deps.mailer.enqueue(
          db,
          { to: `m${i}@crash.test`, subject: `Mail ${i}`, text: 'x', template: 'test' },
          new Date(),
        ),
      );
    }
    await mailHeld;

    // the worker dies with one batch committed, the next one half-written, and a mail on the wire
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    smtp.drop();
    await lockHolder.query('rollback');
    await lockHolder.end();
    expect(await progress()).toMatchObject({ status: 'running', processed: 20 });
    expect(smtp.received.filter((m) => m.to.endsWith('@crash.test'))).toHaveLength(2);

    const runner = await startJobRunner({ db, deps: app.deps, log: app.log }, quickJobs, {
      pollingIntervalMs: 50,
      maintenanceIntervalSeconds: 1,
    });
    try {
      await until(async () => (await progress()).status === 'done', 'the import to finish');
      const mails = () => db.select().from(mailOutbox).where(inArray(mailOutbox.id, mailIds));
      await until(async () => (await mails()).every((m) => m.status === 'sent'), 'the mails to be sent');
    } finally {
      await runner.stop();
    }

    // every row once: created, except the customer that existed; no batch counted twice
    expect(await progress()).toMatchObject({ processed: ROWS, imported: ROWS, updated: 1, skipped: 0 });
    const imported = await db
      .select({ email: customers.email })
      .from(customers)
      .where(like(customers.email, '%@crash.test'));
    expect(imported).toHaveLength(ROWS);
    expect(new Set(imported.map((c) => c.email)).size).toBe(ROWS);
    // every mail once, the one that was on the wire included
    const received = smtp.received.filter((m) => m.to.endsWith('@crash.test')).map((m) => m.messageId);
    expect(received.sort()).toEqual(mailIds.map((id) => `<${id}@hirebase.mail>`).sort());
  }, 240_000);
});
