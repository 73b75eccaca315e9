import { test } from '@playwright/test';
import { DEMO_URL } from './playwright.config';
import { chooseLanguage, signInFast } from './session';
for (const [page_, lang, width] of [
  ['saferGambling', 'CN', 390],
  ['saferGambling', 'EN', 1280],
  ['identityVerification', 'CN', 390],
  ['identityVerification', 'TH', 1280],
] as const) {
  test(`shot ${page_} ${lang} ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await signInFast(page, 'player01');
    await page.goto(`${DEMO_URL}/`);
    await chooseLanguage(page, lang);
    await page.goto(`${DEMO_URL}/member?page=${page_}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shot-${page_}-${lang}-${width}.png`, fullPage: true });
  });
}
