import { expect, type Page, test } from '@playwright/test';
import { consoleSignIn, freshTotp, openOpsPage } from './ops-console';
import { DEMO_URL, PORT } from './playwright.config';

/**
 * Issue 28's first acceptance line (ADR 070): a platform operator onboards a brand in the console
 * with a new domain on loopback (Chromium sends *.localhost to 127.0.0.1), the brand's site serves
 * with its theme and default language, and its first operator signs in with TOTP and sees only it.
 */
const root = { username: 'opsroot', password: 'ops-demo-2026', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };

async function signInAt(page: Page, base: string, op: { username: string; password: string; secret: string }) {
  await page.goto(`${base}/ops`);
  await page.locator('select').first().selectOption('EN');
  await page.getByRole('textbox', { name: 'Username' }).fill(op.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(op.password);
  await page.getByRole('group', { name: 'Authenticator code' }).getByRole('textbox').first().click();
  await page.keyboard.type(await freshTotp(page.request, op.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(op.username, { exact: true })).toBeVisible();
}

test('a platform operator onboards a brand on its own domain; its operator sees only it', async ({ page, browser }) => {
  const n = Date.now() % 100_000;
  const code = `brand3x${n}`;
  const host = `${code}.localhost`;
  const operator = { username: `b3admin${n}`, password: 'brand-three-pass', secret: '' };

  await consoleSignIn(page, root, 'EN');
  await openOpsPage(page, 'Brands');
  await page.getByRole('button', { name: 'New brand' }).click();
  const form = page.locator('form[aria-labelledby="new-brand-title"]');
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await form.getByRole('textbox', { name: 'Primary domain' }).fill(host);
  await form.getByRole('checkbox', { name: 'TH' }).check();
  await form.getByRole('combobox', { name: 'Default language' }).click();
  await page.getByRole('option', { name: 'TH', exact: true }).click();
  await form.getByRole('textbox', { name: 'Display name (EN)' }).fill('Brand Three');
  await form.getByRole('textbox', { name: 'Display name (TH)' }).fill('แบรนด์สาม');
  await form.getByLabel('Primary', { exact: true }).fill('#8e24aa');
  await form.getByRole('textbox', { name: 'First operator (admin) user name' }).fill(operator.username);
  await form.getByLabel('First operator password').fill(operator.password);
  await form.getByRole('button', { name: 'Create brand' }).click();
  const secret = page.getByTestId('brand-totp-secret');
  await expect(secret).toHaveText(/^[A-Z2-7]{16,}$/);
  operator.secret = (await secret.textContent())!.trim();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(code);
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText(host);

  // The brand's own site: its default language (Thai) from the first paint, its name and its colour.
  const site = `http://${host}:${PORT}`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${site}/`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'th');
  await expect(visitor.getByRole('banner')).toContainText('แบรนด์สาม');
  // (Asked from the page: Node's resolver, unlike Chromium's, does not send *.localhost to loopback.)
  const settings = await visitor.evaluate(async () => (await fetch('/wps/system/settings/consolidated')).json());
  expect(settings.value.merchant).toMatchObject({ defaultLanguage: 'TH', languages: expect.arrayContaining(['EN', 'TH']) });
  expect(JSON.stringify(settings.value)).toContain('#8e24aa');

  // Its first operator signs in on the brand's domain with TOTP and sees that brand only.
  const console3 = await (await browser.newContext()).newPage();
  await signInAt(console3, site, operator);
  await expect(console3.getByRole('navigation').getByRole('button', { name: 'Brands', exact: true })).toHaveCount(0);
  const token = await console3.evaluate(() => sessionStorage.getItem('ops_session') ?? '');
  const bearer = { authorization: `Bearer ${token}` };
  const status = (path: string) => console3.evaluate(async ([p, h]) => (await fetch(p, { headers: h })).status, [path, bearer] as const);
  expect(await status(`/ops/merchants/${code}/dashboard`)).toBe(200);
  expect(await status('/ops/merchants/demo/dashboard')).toBe(403);
  expect((await console3.request.get(`${DEMO_URL}/ops/merchants?q=`, { headers: bearer })).status()).toBe(403);
});
