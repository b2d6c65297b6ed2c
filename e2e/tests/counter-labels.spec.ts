import { expect, type Page, test } from '@playwright/test';
import { DEMO, logIn } from './support/session.ts';

const LANGUAGES = ['fr', 'en', 'es', 'pt', 'it'] as const;
const WIDTHS = [360, 1440] as const;
/** A wide screen leaves room for every word: it is measured in the first language; phones in all of them. */
const widthsFor = (language: string) => (language === LANGUAGES[0] ? WIDTHS : ([360] as const));
const ACTIONS = ['book', 'handOut', 'update', 'exchange', 'return'] as const;

/** The words of every visible button (and input-mode choice) on the counter whose text is wider than its box. */
async function cutLabels(page: Page): Promise<string[]> {
  return page.locator('.counter-screen').evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, .mantine-Button-label, .mantine-SegmentedControl-label')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => `${element.textContent} (${element.scrollWidth} > ${element.clientWidth})`),
  );
}

async function useLanguage(page: Page, language: string) {
  await page.evaluate((lng) => window.localStorage.setItem('hirebase.language', lng), language);
}

/** Resizes the page and waits two frames, so that media queries and the components that follow them have settled. */
async function useWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

// One page load per language: the widths are measured by resizing, the actions are chosen on the screen.
test('no counter button has its words cut, in any language, on a phone or a wide screen', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await useLanguage(page, 'en');
  await logIn(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);

  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    await page.goto('/dashboard/counter');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('tab').first()).toBeVisible();
    for (const width of widthsFor(language)) {
      await useWidth(page, width);
      // the shell follows the width a moment later on a loaded machine: a label is cut only if it stays cut
      await expect.poll(() => cutLabels(page), { message: `${language} at ${width}px: today` }).toEqual([]);
    }

    await page.getByRole('tab').nth(1).click();
    await expect(page).toHaveURL(/\/dashboard\/counter\/quick/);
    const actionButtons = page.locator('.counter-screen [role="group"] button[aria-pressed]');
    await expect(actionButtons).toHaveCount(ACTIONS.length);
    for (const [index, action] of ACTIONS.entries()) {
      await actionButtons.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`action=${action}`));
      await expect(actionButtons.nth(index)).toHaveAttribute('aria-pressed', 'true');
      const camera = page.getByTestId('camera-toggle').first();
      // the camera's stop button has the longest words: measure it switched on
      if (await camera.isVisible()) {
        await camera.click();
        await expect(camera).toHaveAttribute('aria-pressed', 'true');
      }
      for (const width of widthsFor(language)) {
        await useWidth(page, width);
        await expect.poll(() => cutLabels(page), { message: `${language} at ${width}px: ${action}` }).toEqual([]);
      }
    }
  }
});
