import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { handOutToDepartureReport, PHOTO, seriousViolations, typeCode } from './support/condition-reports.ts';

function savedPdf(pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), 'condition-e2e-')), 'report.pdf');
  writeFileSync(file, pdf);
  return file;
}

function pdfText(pdf: Buffer) {
  const file = savedPdf(pdf);
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    images: execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2),
  };
}

function pdfsig(pdf: Buffer) {
  const file = savedPdf(pdf);
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

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

test.use({ viewport: PHONE });

test('a unit leaves with a condition report and a photo taken on a phone, signed by the customer and the employee on the shop tablet, and comes back with its brakes worn: both PDFs ready, the departure one signed twice', async ({
  page,
}) => {
  // two reports, two PDFs drawn by the job runner, two signatures and three accessibility checks on a shared machine
  test.setTimeout(300_000);
  // hand-out on a phone: the unit scanned, the start moved to now, then the departure report
  const { order, unit, name, card } = await handOutToDepartureReport(page);
  await card.getByText('OK', { exact: true }).click();
  await expect(card.getByRole('radio', { name: 'OK' })).toBeChecked();
  await card.getByRole('textbox', { name: 'Battery' }).fill('90');
  await card.locator('input[type="file"][capture="environment"]').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await expect(card.getByRole('img', { name: 'Photo front.png' })).toBeVisible();
  await card.getByRole('button', { name: 'Save unit' }).click();
  await expect(card.getByText('Checked', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create the PDF' }).click();
  await expect(page.getByText('PDF ready')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Download the PDF' })).toBeVisible();
  // the report as drawn, before the signatures add their stamps (images) and audit page to it
  const departure = pdfText(await (await page.request.get(`/v2/document-state/pdf/${order.id}/DEPART`)).body());
  expect(departure.text).toContain(name);
  expect(departure.text).toMatch(/Brakes\s+OK/);
  expect(departure.images).toHaveLength(1);

  // on the shop tablet, the customer then the employee sign the departure report
  await page.setViewportSize(TABLET);
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
  const signatures = pdfsig(await (await page.request.get(`/v2/document-state/pdf/${order.id}/DEPART`)).body());
  expect(signatures.match(/Signature is Valid\./g)).toHaveLength(2);
  expect(signatures).toContain('Total document signed');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/counter$/);

  // return on a phone: the departure's answers beside, the brakes now worn
  await page.setViewportSize(PHONE);
  await page.goto(`/dashboard/counter/quick?action=return&order=${order.id}`);
  await typeCode(page, unit.qrCodeValue);
  await page.getByRole('button', { name: /^Record the return/ }).click();
  await expect(page.getByRole('heading', { name: 'Return condition report' })).toBeVisible();
  await expect(card.getByText('At departure: OK')).toBeVisible();
  await expect(card.getByText('At departure: 90 %')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Photo front.png' })).toBeVisible();
  await card.getByText('Worn', { exact: true }).click();
  await expect(card.getByRole('radio', { name: 'Worn' })).toBeChecked();
  await expect(card.getByText('Changed', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Save unit' }).click();
  await expect(card.getByText('Checked', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create the PDF' }).click();
  await expect(page.getByText('PDF ready')).toBeVisible({ timeout: 30_000 });

  const back = pdfText(await (await page.request.get(`/v2/document-state/pdf/${order.id}/RETOUR`)).body());
  expect(back.text).toContain('Return condition report');
  expect(back.text).toMatch(/Brakes\s+OK\s+Worn\s+\[CHANGED\]/);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/counter$/);
});
