import type { App } from '../../src/app.ts';
import { saveSections } from '../../src/modules/company-settings/repository.ts';
import type { StoredSettings } from '../../src/modules/company-settings/sections.ts';
import type { Db } from '../../src/platform/db/pool.ts';

/** Stores settings sections for a company directly, as a shop that already set itself up. */
export function giveSettings(db: Db, companyId: string, sections: Partial<StoredSettings>) {
  return saveSections(db, companyId, sections, new Date());
}

/** Calls of the settings API with one session; answers status and parsed body. */
export function settingsApi(app: App, token: string) {
  const headers = { 'x-access-token': token };
  const send = async (method: 'GET' | 'PUT' | 'POST', path: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/v2${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    get: () => send('GET', '/company/settings'),
    put: (path: string, payload: unknown) => send('PUT', path, payload),
    post: (path: string, payload: unknown) => send('POST', path, payload),
    send,
  };
}

/** A multipart body with files and text fields, for app.inject. */
export function formData(
  files: { field: string; filename: string; contentType: string; data: Buffer }[],
  fields: Record<string, string> = {},
) {
  const boundary = `----hirebase${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Smallest valid images of each type (a 1×1 pixel), with distinct bytes per call. */
export function pngImage(tag = 0): Buffer {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
    'hex',
  );
  return Buffer.concat([png, Buffer.from([tag & 0xff])]);
}

export function jpegImage(): Buffer {
  return Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
}
