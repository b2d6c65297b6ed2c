import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { handOutToDepartureReport, PHOTO, seriousViolations, typeCode } from './support/condition-reports.ts';

function pdfText(pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), 'condition-e2e-')), 'report.pdf');
  writeFileSync(file, pdf);
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    images: execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2),
  };
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a unit leaves with a condition report and a photo, and comes back with its brakes worn: both PDFs ready', async ({
  page,
}) => {
  // two reports, two PDFs drawn by the job runner and two accessibility checks on a shared machine
  test.setTimeout(240_000);
  // hand-out: the unit scanned, the start moved to now, then the departure report
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
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/counter$/);

  // return: the departure's answers beside, the brakes now worn
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

  const departure = pdfText(await (await page.request.get(`/v2/document-state/pdf/${order.id}/DEPART`)).body());
  expect(departure.text).toContain(name);
  expect(departure.text).toMatch(/Brakes\s+OK/);
  expect(departure.images).toHaveLength(1);
  const back = pdfText(await (await page.request.get(`/v2/document-state/pdf/${order.id}/RETOUR`)).body());
  expect(back.text).toContain('Return condition report');
  expect(back.text).toMatch(/Brakes\s+OK\s+Worn\s+\[CHANGED\]/);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/counter$/);
});
