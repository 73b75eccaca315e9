import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';

const languagePicker = (page: Page) => page.locator('header select').first();

/** The demo merchant speaks CN by default; the selectors below read English. */
async function openLogin(page: Page, language = 'EN') {
  await page.goto(`${DEMO_URL}/login`);
  await page.locator('html[lang]').waitFor();
  await languagePicker(page).selectOption(language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const username = (page: Page) => page.getByRole('textbox', { name: /^Username/ });
const password = (page: Page) => page.getByLabel(/^Password/);
const submit = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });
const header = (page: Page) => page.locator('header').first();

test('player01 signs in, stays signed in across a reload, sees their devices and signs out', async ({ page }) => {
  await page.goto(`${DEMO_URL}/member`);
  await expect(page).toHaveURL(/\/login$/);
  await openLogin(page);

  // client-side validation with the shared schema: nothing is sent
  await username(page).fill('ab');
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The username or password is not correct.' }).first()).toBeVisible();

  // one wrong password (well below the captcha threshold): the server message shows inline
  await username(page).fill('player01');
  await password(page).fill('wrongpass1');
  await submit(page).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /password/i })
      .first(),
  ).toBeVisible();

  await password(page).fill('abc12345');
  await submit(page).click();
  await expect(page).toHaveURL(`${DEMO_URL}/index`);
  await expect(header(page)).toContainText('Player One');
  await expect(header(page)).toContainText('VIP 1');
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe('player01');

  await page.reload();
  await expect(header(page)).toContainText('Player One');

  await page.goto(`${DEMO_URL}/member`);
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Do you want to sign out?');
  await dialog.getByRole('button', { name: 'Yes, sign out' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/`);
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header(page)).not.toContainText('Player One');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('merchantCode'))).toBe('demo');
});

test('an expired password is changed through the forced panel, then the member is signed in', async ({ page }) => {
  await openLogin(page);
  await username(page).fill('expired01');
  await password(page).fill('abc12345');
  await submit(page).click();
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await page.getByLabel(/^Current password/).fill('abc12345');
  await page.getByLabel(/^New password/).fill('Newpass123');
  await page.getByLabel(/^Confirm new password/).fill('Newpass12');
  await page.getByRole('button', { name: 'Change password and log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The two passwords do not match.' })).toBeVisible();

  await page.getByLabel(/^Confirm new password/).fill('Newpass123');
  await page.getByRole('button', { name: 'Change password and log in' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/index`);
  await expect(header(page)).toContainText('Expired');
  expect(await page.evaluate(() => sessionStorage.getItem('passwordChangeForced'))).toBe('1');
});

test('SMS login: request a code, read it from the outbox, sign in', async ({ page }) => {
  await openLogin(page);
  await page.getByRole('tab', { name: 'SMS code' }).click();
  // The picker's value is the country (ADR 053: CA and US both dial +1); China dials 86.
  await expect(page.getByLabel(/^Country code/)).toHaveValue('CN');
  await expect(page.getByLabel(/^Country code/).locator('option:checked')).toContainText('+86');
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill('13800000001');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText(/Code sent/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

  const outbox = await page.request.get(`${DEMO_URL}/ops/merchants/demo/outbox/sms?to=8613800000001`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
  });
  const body = (await outbox.json()) as { value: { body: string }[] };
  const code = body.value[0]?.body.match(/\b\d{6}\b/)?.[0];
  expect(code).toMatch(/^\d{6}$/);

  await page.getByRole('textbox', { name: /^SMS code/ }).fill(code ?? '');
  await submit(page).click();
  await expect(page).toHaveURL(`${DEMO_URL}/index`);
  await expect(header(page)).toContainText('Player One');
});

test('free play signs in a guest, who may not open the member centre', async ({ page }) => {
  await openLogin(page);
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/index`);
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header(page)).toContainText('Guest');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
  await page.goto(`${DEMO_URL}/member`);
  await expect(page.getByText('Please use a real account to open this page.')).toBeVisible();
});

test.describe('login page screenshots', () => {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    test.describe(label, () => {
      test.use({ viewport });
      for (const language of ['EN', 'CN']) {
        test(`${language} at ${label}`, async ({ page }, info) => {
          await openLogin(page, language);
          await expect(page.getByRole('tab').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          await shot(page, { path: info.outputPath(`login-${language.toLowerCase()}-${label}.png`), fullPage: true });
        });
      }
    });
  }
});

test.describe('signed in at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the info bar fits the phone header', async ({ page }, info) => {
    await openLogin(page);
    await username(page).fill('agent01');
    await password(page).fill('abc12345');
    await submit(page).click();
    await expect(header(page)).toContainText('Agent One');
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, { path: info.outputPath('signed-in-en-390.png') });
  });
});

/** Header links that do not lie whole inside their strip (they scroll sideways in it when they do not fit). */
const cutHeaderLinks = (page: Page) =>
  header(page)
    .locator('nav a')
    .evaluateAll((links) => {
      const strip = links[0]!.closest('nav')!.getBoundingClientRect();
      return links
        .filter((a) => {
          const r = a.getBoundingClientRect();
          return r.left < strip.left - 0.5 || r.right > strip.right + 0.5 || r.right > window.innerWidth;
        })
        .map((a) => a.textContent);
    });

test('a visitor at 1280 px sees every header link whole, in English and Japanese', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const language of ['EN', 'JA']) {
    await page.addInitScript((l) => localStorage.setItem('hisLang', l), language);
    await page.goto(DEMO_URL);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'EN' ? /^en/ : /^ja/);
    // Customer service keeps its headset and its name for screen readers; its words gave way to the links.
    await expect(header(page).getByRole('button', { name: language === 'EN' ? 'Customer service' : 'カスタマーサービス' })).toBeVisible();
    expect(await cutHeaderLinks(page), language).toEqual([]);
    expect(await header(page).locator('nav a').count()).toBeGreaterThanOrEqual(8);
  }
});

test.describe('signed in at 1024 and 1280 px', () => {
  for (const [width, language] of [
    [1280, 'EN'],
    [1024, 'VI'],
  ] as const) {
    test(`every header link shows whole beside the agent's balances and centres (${width} px, ${language})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openLogin(page);
      await username(page).fill('agent01');
      await password(page).fill('abc12345');
      await submit(page).click();
      await expect(header(page)).toContainText('Agent One');
      await languagePicker(page).selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', /^vi|^en/);
      await expect(header(page).getByTestId('open-agent-centre')).toBeVisible();
      // The links scroll sideways inside their strip when they do not fit: each must lie inside it.
      expect(await cutHeaderLinks(page)).toEqual([]);
      expect(await header(page).locator('nav a').count()).toBeGreaterThanOrEqual(8);
    });
  }
});
