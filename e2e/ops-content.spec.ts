import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const HOSTILE =
  '<p>Reload <b>weekend</b> bonus</p><script>window.__pwned = "script"</script>' +
  '<img src="/no-such-image.png" alt="banner" onerror="window.__pwned = \'onerror\'">';

/** Whatever the page did, nothing operator-supplied ran: no marker, no dialog. */
async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null)).toBeNull();
}
function failOnDialog(page: Page) {
  page.on('dialog', (d) => {
    throw new Error(`a dialog opened: ${d.message()}`);
  });
}

test('an operator writes a promotion with <script> and <img onerror>, sees the sanitised preview, saves it, and players see it inert', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(60_000);
  failOnDialog(page);
  const title = `Weekend reload ${Date.now() % 1_000_000}`;
  const op = await newOperator(page, 'e2econtent', 'content');
  // Running or Scheduled is the server's answer by its own clock, which runs ahead of this machine's
  // by earlier specs' clock moves (ADR 046): the page's clock is left alone, as an operator's would be.
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await consoleSignIn(page, op, 'EN');
    await openOpsPage(page, 'Promotions');
    await page.getByRole('button', { name: 'New promotion' }).click();
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: 'Content (HTML)' }).fill(HOSTILE);

    const preview = page.getByTestId('html-preview');
    await expect(preview.locator('b')).toHaveText('weekend');
    await expect(preview.locator('img')).toHaveAttribute('src', '/no-such-image.png');
    expect(await preview.locator('img').getAttribute('onerror')).toBeNull();
    await expect(preview.locator('script')).toHaveCount(0);
    await expectNothingRan(page);
    await shot(page, { path: info.outputPath('ops-content-editor-en-1280.png'), fullPage: true });
    const problems = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(problems.map((v) => v.id)).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Running');
    await expectNothingRan(page);

    // The player's promotions page, as a visitor in a fresh browser context.
    const player = await browser.newPage();
    failOnDialog(player);
    await player.goto(`${DEMO_URL}/promotions`);
    await player.getByRole('button', { name: new RegExp(title) }).click();
    const item = player.getByTestId('promotion-item').filter({ hasText: title });
    const body = item.getByTestId('promotion-content');
    await expect(body.locator('b')).toHaveText('weekend');
    await expect(body.locator('img')).toHaveCount(1);
    expect(await body.locator('img').getAttribute('onerror')).toBeNull();
    await expect(body.locator('script')).toHaveCount(0);
    // the broken image has had its chance to fire an error handler
    await expect.poll(() => body.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await expectNothingRan(player);
    await player.close();

    // The editor on a phone, in Chinese.
    // A second operator: a TOTP code signs in once, and the first one's code may still be current.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await consoleSignIn(phone, await newOperator(phone, 'e2econtentcn', 'content'), 'CN');
    await openOpsPage(phone, '优惠活动');
    await phone.getByRole('button', { name: `编辑活动 ${title}` }).click();
    await expect(phone.getByTestId('html-preview').locator('b')).toHaveText('weekend');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, { path: info.outputPath('ops-content-editor-cn-390.png'), fullPage: true });
    await phone.close();
  } finally {
    // Leave the demo merchant's promotions as they were for the other specs.
    const list = (await (await page.request.get(`${DEMO_URL}/ops/merchants/demo/promotions`, { headers: ops })).json()).value as {
      id: number;
      title: string;
    }[];
    for (const p of list.filter((x) => x.title === title))
      await page.request.delete(`${DEMO_URL}/ops/merchants/demo/promotions/${p.id}`, { headers: ops });
  }
});

test('an admin edits registration rules and the form preview follows before anything is saved; maintenance and regions load', async ({
  page,
}, info) => {
  const op = await newOperator(page, 'e2esettings', 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await consoleSignIn(page, op, 'EN');
  await openOpsPage(page, 'Registration');
  const preview = page.getByTestId('register-preview');
  await expect(preview.getByRole('textbox', { name: /^Username/ })).toBeVisible();
  await expect(preview.getByRole('textbox', { name: /^E-mail/ })).toHaveCount(0);
  // Nothing is saved: the demo merchant's shared rules stay as they are for the other specs.
  // Mantine draws the track over the input: the click goes to the input itself.
  await page.getByRole('switch', { name: 'Show E-mail' }).click({ force: true });
  await expect(preview.getByRole('textbox', { name: /^E-mail/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username minimum length' }).fill('9');
  await expect(preview.getByText('9–13 characters')).toBeVisible();
  const problems = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(problems.map((v) => v.id)).toEqual([]);
  await shot(page, { path: info.outputPath('ops-settings-registration-en-1280.png'), fullPage: true });
  await openOpsPage(page, 'Help centre');
  await expect(page.getByRole('button', { name: 'Add parent item' })).toBeVisible();
  await openOpsPage(page, 'Maintenance and regions');
  await expect(page.getByRole('region', { name: 'Maintenance window' })).toContainText('None');
  await expect(page.getByRole('region', { name: 'Domains and mirrors' })).toContainText('localhost');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('select').first().selectOption('CN');
  await expect(page.getByRole('region', { name: '维护时段' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, { path: info.outputPath('ops-settings-maintenance-cn-390.png'), fullPage: true });
});
