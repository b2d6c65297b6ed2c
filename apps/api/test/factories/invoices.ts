import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../src/app.ts';

type Headers = Record<string, string>;

/** The invoice calls with one session; each answers status and parsed body (or raw bytes for files). */
export function invoicesApi(app: App, headers: Headers) {
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
    const json = res.headers['content-type']?.toString().includes('json');
    return { status: res.statusCode, body: json ? res.json() : undefined, raw: res.rawPayload, headers: res.headers };
  };
  return {
    send,
    issue: (orderId: string, body: object = {}) => send('POST', `/order/invoice/${orderId}`, body),
    ofOrder: (orderId: string) => send('GET', `/order/invoices/${orderId}`),
    get: (invoiceId: string) => send('GET', `/invoice/${invoiceId}`),
    pdf: (invoiceId: string) => send('GET', `/invoice/${invoiceId}/pdf`),
    creditNotePdf: (id: string) => send('GET', `/creditNote/${id}/pdf`),
    credit: (invoiceId: string, body: object = {}) => send('POST', `/invoice/${invoiceId}/creditNote`, body),
    byCompany: (query: string) => send('GET', `/invoice/byCompany?${query}`),
    csv: (query: string) => send('GET', `/invoice/exportCsv?${query}`),
  };
}

/** The text of a PDF as poppler's pdftotext reads it (layout kept, so a table row stays on one line). */
export function pdfText(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
