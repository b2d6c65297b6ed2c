import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { handOutToDepartureReport, seriousViolations } from './support/condition-reports.ts';

function pdfsig(pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), 'counter-sign-e2e-')), 'report.pdf');
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

/** A signature drawn with the mouse across the pad. */
async function drawOn(pad: Locator) {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not shown');
  const page = pad.page();
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.2, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.6, { steps: 5 });
  await page.mouse.up();
}

test.use({ viewport: { width: 1024, height: 768 } });

test('on the shop tablet, the departure report is signed by the customer and the employee; the stored PDF carries both signatures', async ({
  page,
}) => {
  // a PDF drawn by the job runner and two signatures on a shared machine
  test.setTimeout(120_000);
  const { order, card } = await handOutToDepartureReport(page);
  await card.getByText('OK', { exact: true }).click();
  await card.getByRole('button', { name: 'Save unit' }).click();
  await expect(card.getByText('Checked', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create the PDF' }).click();
  await expect(page.getByText('PDF ready')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Have the report signed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signing at the counter' });
  await expect(dialog.getByText('The customer signs')).toBeVisible();
  await dialog.getByRole('textbox', { name: "Signer's name" }).fill('Marta Report');
  await drawOn(dialog.getByRole('img', { name: /Signature area/ }));
  await dialog.getByRole('checkbox', { name: /I have read this document/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog.getByText('The employee signs')).toBeVisible();
  await drawOn(dialog.getByRole('img', { name: /Signature area/ }));
  await dialog.getByRole('checkbox', { name: /I confirm the condition/ }).check();
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Signed on /)).toBeVisible();

  const pdf = await (await page.request.get(`/v2/document-state/pdf/${order.id}/DEPART`)).body();
  const report = pdfsig(pdf);
  expect(report.match(/Signature is Valid\./g)).toHaveLength(2);
  expect(report).toContain('Total document signed');
});
