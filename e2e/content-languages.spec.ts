import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL } from './playwright.config';
import { SCREENS } from './screens';

// Issue 29, "Content is English on a Chinese site": banners, promotion titles and the footer are
// operator content per language. Demo's default language is CN.
const SHOTS = process.env.CONTENT_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const firstSlide = (page: Page) => page.getByTestId('banner-carousel').locator('img').first();
const footer = (page: Page) => page.locator('footer.arcadia-footer');

/** Pictures when asked (E2E_SCREENS, or CONTENT_SHOTS_DIR for the before/after), once images and fonts are in. */
async function shoot(page: Page, info: { outputPath(name: string): string }, name: string) {
  if (!SCREENS && !SHOTS) return;
  await page.waitForLoadState('networkidle');
  if (SCREENS) await page.screenshot({ path: info.outputPath(name) });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}` });
}

const EXPECT = {
  CN: { banner: '/promo/banner-1.cn.svg', promotion: '首存100%红利', footer: '理性娱乐' },
  EN: { banner: '/promo/banner-1.svg', promotion: 'First deposit bonus 100%', footer: 'Play responsibly' },
} as const;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])
  test(`a visitor reads the demo's banners, promotions and footer in Chinese by default and in English after switching, ${viewport.width} px`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto(`${DEMO_URL}/`);
    await page.locator('html[lang="zh-CN"]').waitFor();
    for (const language of ['CN', 'EN'] as const) {
      const want = EXPECT[language];
      if (language === 'EN') {
        await page.locator('header select').first().selectOption('EN');
        await page.locator('html[lang="en"]').waitFor();
      }
      await expect(firstSlide(page)).toHaveAttribute('src', want.banner);
      await expect.poll(() => firstSlide(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(footer(page)).toContainText(want.footer);
      await shoot(page, info, `home-${language}-${viewport.width}.png`);

      await page.goto(`${DEMO_URL}/promotions`);
      const items = page.getByTestId('promotion-item');
      await expect(items.filter({ hasText: want.promotion })).toHaveCount(1);
      // No item of the other language is left on the page.
      await expect(items.filter({ hasText: EXPECT[language === 'CN' ? 'EN' : 'CN'].promotion })).toHaveCount(0);
      await expect(footer(page)).toContainText(want.footer);
      await shoot(page, info, `promotions-${language}-${viewport.width}.png`);
      await page.goto(`${DEMO_URL}/`);
    }
  });
