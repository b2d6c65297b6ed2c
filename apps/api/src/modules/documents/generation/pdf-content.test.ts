import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { documentsApi, makeDocumentOrder, pdfText, runTool, withPdf } from '../../../../test/factories/documents.ts';
import { makeShop } from '../../../../test/factories.ts';
import { runDueJobsNow } from '../../../../test/jobs.ts';
import { documentGenerationJob } from './generation-job.ts';

/** Text with runs of spaces as one (pdftotext lays out columns with many). */
const squeezed = (text: string) => text.replace(/[ \u00a0\u202f]+/g, ' ');

describe('PDF content of generated documents', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const api = documentsApi(app, shop.headers);
  const { order } = await makeDocumentOrder(app, db, shop.company.id, shop.headers);
  const pdfOf = async (body: object) => {
    const asked = await api.generate({ orderId: order.id, ...body });
    expect(asked.status).toBe(200);
    await runDueJobsNow(app, [documentGenerationJob]);
    return (await api.download(asked.body.key)).raw;
  };

  it('the order is what the PDF says: 2 × 40 € at 20 %, 16 € at 5.5 % (two started days), totals equal to the order’s', async () => {
    // 80 € TTC at 20 % = 66.67 + 13.33; 16 € TTC at 5.5 % = 15.17 + 0.83
    expect(order).toMatchObject({ totalTTC: 96, totalHT: 81.84, vat: 14.16 });
  });

  it('a French contract: customer, number, lines, totals per VAT rate, dates and words in French', async () => {
    const text = squeezed(await pdfText(await pdfOf({ kind: 'CONTRACT', language: 'fr' })));
    expect(text).toContain(`Contrat de location n° ${order.number}`);
    expect(text).toContain('Amélie Poulain');
    expect(text).toContain(`Commande ${order.number}`);
    expect(text).toContain('Du 1 septembre 2026 à 09:00 au 2 septembre 2026 à 09:00');
    expect(text).toMatch(/Vélo de ville 2 40,00 € 20 % 80,00 €/);
    expect(text).toMatch(/Siège enfant 1 16,00 € 5,5 % 16,00 €/);
    // per VAT rate: rate, HT, VAT, TTC
    expect(text).toMatch(/5,5 % 15,17 € 0,83 € 16,00 €/);
    expect(text).toMatch(/20 % 66,67 € 13,33 € 80,00 €/);
    expect(text).toMatch(/Total HT 81,84 €/);
    expect(text).toMatch(/Total TVA 14,16 €/);
    expect(text).toMatch(/Total TTC 96,00 €/);
    // 2 × 150 € + 20 €
    expect(text).toContain('Caution demandée : 320,00 €');
    expect(text).toContain('Signature du client');
    expect(text).toContain(shop.company.name);
  });

  it('an English contract: the same figures, dates and words in English', async () => {
    const text = squeezed(await pdfText(await pdfOf({ kind: 'CONTRACT', language: 'en' })));
    expect(text).toContain(`Rental agreement no. ${order.number}`);
    expect(text).toContain('Amélie Poulain');
    expect(text).toContain('From 1 September 2026 at 09:00 to 2 September 2026 at 09:00');
    expect(text).toMatch(/Vélo de ville 2 €40.00 20 % €80.00/);
    expect(text).toMatch(/5.5 % €15.17 €0.83 €16.00/);
    expect(text).toMatch(/Total incl. VAT €96.00/);
    expect(text).toContain('Customer signature');
    expect(text).not.toContain('septembre');
  });

  it('a quote in Spanish, Portuguese and Italian words', async () => {
    const es = squeezed(await pdfText(await pdfOf({ kind: 'QUOTE', language: 'es' })));
    expect(es).toContain(`Presupuesto del pedido n.º ${order.number}`);
    expect(es).toContain('septiembre');
    const pt = squeezed(await pdfText(await pdfOf({ kind: 'QUOTE', language: 'pt' })));
    expect(pt).toContain('Orçamento da encomenda');
    expect(pt).toContain('setembro');
    const it_ = squeezed(await pdfText(await pdfOf({ kind: 'QUOTE', language: 'it' })));
    expect(it_).toContain('Preventivo per l’ordine');
    expect(it_).toContain('settembre');
  });

  it('a company model: its own texts with variables filled', async () => {
    const model = await api.saveModel({
      kind: 'CONTRACT',
      name: 'Contrat court',
      blocks: [
        { type: 'title', text: { fr: 'Location {{order.number}} — {{customer.name}}' } },
        { type: 'text', text: { fr: 'Total dû : {{order.totalTTC}}, caution {{order.deposit}}.' } },
      ],
    });
    const text = squeezed(await pdfText(await pdfOf({ documentModelId: model.body.id, language: 'fr' })));
    expect(text).toContain(`Location ${order.number} — Amélie Poulain`);
    expect(text).toContain('Total dû : 96,00 €, caution 320,00 €.');
    expect(text).not.toContain('Vélo de ville');
  });

  it('one page rendered: A4, not blank', async () => {
    const pdf = await pdfOf({ kind: 'CONTRACT', language: 'fr' });
    await withPdf(pdf, async (path, dir) => {
      const { stdout } = await runTool('pdfinfo', [path]);
      // A4 is 595.28 × 841.89 points
      expect(stdout).toMatch(/Page size:\s+595\.2\d x 841\.8\d pts \(A4\)/);
      await runTool('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', path, join(dir, 'page')]);
      const png = await readFile(join(dir, 'page-1.png'));
      const { width, height } = await sharp(png).metadata();
      // A4's sides are in the ratio 1 : √2 (0.707), to a pixel
      expect(Math.abs((width ?? 0) / (height ?? 1) - Math.SQRT1_2)).toBeLessThan(0.002);
      const stats = await sharp(png).greyscale().stats();
      // mostly white paper, with ink: dark pixels exist and the page is not uniform
      expect(stats.channels[0].min).toBeLessThan(60);
      expect(stats.channels[0].mean).toBeGreaterThan(200);
      expect(stats.channels[0].stdev).toBeGreaterThan(10);
    });
  });
});
