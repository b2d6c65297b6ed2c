import { expect, type Page, test } from '@playwright/test';
import { DEMO, logIn } from './support/session.ts';

const LANGUAGES = ['fr', 'en', 'es', 'pt', 'it'] as const;
const WIDTHS = [360, 1440] as const;
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

test('no counter button has its words cut, in any language, on a phone or a wide screen', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await useLanguage(page, 'en');
  await logIn(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);

  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/dashboard/counter');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('tab').first()).toBeVisible();
      expect(await cutLabels(page), `${language} at ${width}px: today`).toEqual([]);

      for (const action of ACTIONS) {
        await page.goto(`/dashboard/counter/quick?action=${action}`);
        await expect(page.locator('button[aria-pressed="true"]').first()).toBeVisible();
        const camera = page.getByTestId('camera-toggle').first();
        // the camera's stop button has the longest words: measure it switched on
        if (await camera.isVisible()) {
          await camera.click();
          await expect(camera).toHaveAttribute('aria-pressed', 'true');
        }
        expect(await cutLabels(page), `${language} at ${width}px: ${action}`).toEqual([]);
      }
    }
  }
});
