import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { memberToken } from './members';
import { DEMO_URL } from './playwright.config';

/**
 * Signs a member in the way a returning tab already is: a session from the API login (the same
 * encrypted request the form sends) written into the tab's session storage before the page loads,
 * then the home page. It skips the login page's load and typing, about two page loads per test on
 * this 2-core machine (issue 24); the login form itself is tested in sign-in.spec and first-hour.spec.
 *
 * The session is seeded once per browser context: after a sign-out the tab stays signed out, as it
 * would for a person. Ends on /index with the member's header in, like the form's sign-in.
 */
export async function signInFast(
  page: Page,
  username: string,
  { language = 'EN', baseUrl = DEMO_URL, merchant = 'demo' }: { language?: string; baseUrl?: string; merchant?: string } = {},
): Promise<void> {
  const token = await memberToken(page.request, username, { baseUrl, merchant });
  const origin = new URL(baseUrl).origin;
  await page.addInitScript(
    ({ token, username, language, origin }) => {
      if (location.origin !== origin) return;
      // Local storage survives the sign-out's clear of session storage: seed once only.
      const mark = `e2e-seeded:${token.slice(-12)}`;
      if (localStorage.getItem(mark)) return;
      localStorage.setItem(mark, '1');
      localStorage.setItem('hisLang', language);
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('username', username);
    },
    { token, username, language, origin },
  );
  await page.goto(`${baseUrl}/index`);
  await expect(page.locator('header').getByTestId('wallet-balance')).toBeVisible({ timeout: 15_000 });
}

/**
 * Picks the site language as a person would: the header's picker, or on a phone with a member signed
 * in (where the header has no room for it) the one in the menu drawer.
 */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  // The header renders after the first paint (which already has html[lang] from the server); both
  // headers hold the picker, shown or not. Right after a sign-in the visitor's header (picker shown)
  // is swapped for the member's (on a phone, picker in the drawer), so what is visible is decided
  // again on each attempt.
  await page.locator('header select').first().waitFor({ state: 'attached' });
  await expect(async () => {
    const inHeader = page.locator('header select').filter({ visible: true }).first();
    if ((await inHeader.count()) > 0) {
      await inHeader.selectOption(language, { timeout: 2_000 });
      return;
    }
    await page.locator('header button[aria-controls="arcadia-mobile-nav"]').click({ timeout: 2_000 });
    const drawer = page.getByRole('dialog');
    await drawer.locator('select').selectOption(language, { timeout: 2_000 });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
