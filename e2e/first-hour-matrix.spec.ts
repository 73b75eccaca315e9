import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACME_URL, DEMO_URL } from './playwright.config';
import { ROUTE_PAGES } from './routes';
import { signInFast } from './session';

// Issue 29 "a newcomer's first hour": the pages a newcomer meets first, as each kind of account sees
// them, on both demo brands, at a desktop and a phone width, in the demo's default language and in
// English. Only screenshots, for a person to look at (the checks are in first-hour*.spec.ts): about a
// hundred page loads, so it runs when asked, `E2E_SCREENS=1 npx playwright test first-hour-matrix`.
test.skip(!process.env.E2E_SCREENS, 'screenshot matrix: set E2E_SCREENS=1');

// The pages a newcomer meets in the first hour: the lobby, offers, the games and their bet controls,
// chat, the points mall and the member centre with its identity page. `E2E_SCREENS=all`: every route.
const FIRST_HOUR_PAGES = [
  '/',
  '/promotions',
  '/electron',
  '/lott',
  '/lottery?gameCode=SSC1',
  '/house/arcadia-slot',
  '/chat',
  '/pointMall',
  '/member',
  '/member?page=identityVerification',
] as const;
const PAGES: readonly string[] = process.env.E2E_SCREENS === 'all' ? ROUTE_PAGES : FIRST_HOUR_PAGES;
const ROLES = ['visitor', 'player01', 'agent01', 'trial01'] as const;
const SITES = [
  { base: DEMO_URL, merchant: 'demo', languages: ['CN', 'EN'] },
  { base: ACME_URL, merchant: 'acme', languages: ['EN'] },
] as const;

async function rolePage(browser: Browser, role: (typeof ROLES)[number], base: string, merchant: string): Promise<Page> {
  const context = await browser.newContext();
  // The advertisement popups, once closed, stay closed for the session (spec 001 §6): closed here,
  // so each picture shows the page under them.
  await context.addInitScript(() => sessionStorage.setItem('publicityClose', '1'));
  const page = await context.newPage();
  if (role === 'visitor') await page.goto(`${base}/`);
  else await signInFast(page, role, { baseUrl: base, merchant });
  return page;
}

for (const { base, merchant, languages } of SITES) {
  for (const role of ROLES) {
    test(`${merchant} as ${role}: ${PAGES.length} pages at 1280 and 390 px in ${languages.join(', ')}`, async ({ browser }, info) => {
      test.setTimeout(120_000 * languages.length + 15_000 * PAGES.length * languages.length);
      const page = await rolePage(browser, role, base, merchant);
      for (const language of languages) {
        await page.evaluate((l) => localStorage.setItem('hisLang', l), language);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
          for (const path of PAGES) {
            await page.goto(`${base}${path}`);
            await expect(page.locator('header')).toBeVisible();
            await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
            const name = `${merchant}-${role}-${language}-${width}-${path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-')}.png`;
            await page.screenshot({ path: info.outputPath(name), fullPage: width < 500 });
          }
        }
      }
      await page.context().close();
    });
  }
}
