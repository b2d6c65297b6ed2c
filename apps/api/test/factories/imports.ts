import type { App } from '../../src/app.ts';
import { allJobs } from '../../src/modules/jobs.ts';
import type { AnyJob } from '../../src/platform/jobs/definition.ts';
import { runJobsUntil } from '../jobs.ts';

/** A multipart/form-data body carrying one file. */
export function formWithFile(data: Buffer | string, filename = 'import.csv', type = 'text/csv', field = 'file') {
  const boundary = `----hirebase${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    typeof data === 'string' ? Buffer.from(data, 'utf8') : data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a file to an import route and answers the response (202 with the job when accepted). */
export function uploadCsv(
  app: App,
  url: string,
  headers: Record<string, string>,
  csv: Buffer | string,
  filename?: string,
) {
  const form = formWithFile(csv, filename);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
}

/** Runs the background jobs until the import has finished, then answers its progress as GET /imports/{id} shows it. */
export async function finishedImport(
  app: App,
  headers: Record<string, string>,
  jobId: string,
  definitions: readonly AnyJob[] = allJobs,
) {
  const read = async () => {
    const res = await app.inject({ method: 'GET', url: `/v2/imports/${jobId}`, headers });
    if (res.statusCode !== 200) throw new Error(`GET /imports/${jobId}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  await runJobsUntil(app, async () => ['done', 'failed'].includes((await read()).status), definitions);
  return read();
}
