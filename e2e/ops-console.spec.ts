import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { CAPTCHA_TEXT, DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage } from './session';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const header = (page: Page) => page.locator('header').first();
/** Serious or critical accessibility problems on the page (axe). */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
/** Resolves once the page's real-time socket has been accepted by the server. */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      });
    });
  });
}

/** A member of this spec's own (never player01): registered through the site with the SMS code from the outbox. */
async function registerMember(page: Page, account: string, mobile: string) {
  await page.goto(`${DEMO_URL}/register`);
  await page.locator('html[lang]').waitFor();
  await chooseLanguage(page, 'EN');
  await page.getByRole('button', { name: 'I have read it – continue' }).click();
  await page.getByRole('textbox', { name: /^Username/ }).fill(account);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill('abc12345');
  await page.getByLabel(/^Confirm password/).fill('abc12345');
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  let code = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`${DEMO_URL}/ops/merchants/demo/outbox/sms?to=86${mobile}`, { headers: ops });
      const rows = ((await res.json()) as { value: { body: string; purpose: string }[] }).value;
      code = rows.find((r) => r.purpose === 'register')?.body.match(/\b\d{6}\b/)?.[0] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: /^SMS code/ }).fill(code);
  await page.getByRole('textbox', { name: /^Nickname/ }).fill(account);
  const captcha = page.getByRole('textbox', { name: /^Captcha|^Verification code/i });
  if (await captcha.count()) await captcha.first().fill(CAPTCHA_TEXT);
  await page.getByLabel('I am of age and agree to the terms').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(header(page)).toContainText(account);
}

test.describe.configure({ mode: 'serial' });

test('an operator signs in with TOTP, switches free play off, edits a banner, approves a deposit, and finds all three in the audit', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const consolePage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const op = await newOperator(consolePage, 'e2eops');
  const [original] = (
    (await (await consolePage.request.get(`${DEMO_URL}/ops/merchants/demo/banners`, { headers: ops })).json()).value as {
      bannerId: number;
      url: string;
      linkage: string;
      linkageType: string;
      groupName: string;
      sort: number;
      translations: Record<string, { url?: string }>;
    }[]
  ).filter((b) => b.url === '/promo/banner-4.svg');
  expect(original).toBeTruthy();

  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const member = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    // Free play is on before the switch.
    await visitor.goto(`${DEMO_URL}/login`);
    await visitor.locator('html[lang]').waitFor();
    await visitor.locator('header select').first().selectOption('EN');
    await expect(visitor.getByRole('button', { name: 'Free play' })).toBeVisible();

    await consoleSignIn(consolePage, op, 'EN');

    // 1. A white-label switch: free play off; the sign-in page loses the button on its next load.
    await openOpsPage(consolePage, 'Features');
    const freePlay = consolePage.getByRole('switch', { name: 'FREEPLAY3' });
    await expect(freePlay).toBeChecked();
    await freePlay.click({ force: true });
    await expect(freePlay).not.toBeChecked();
    await expect(freePlay).toBeEnabled();
    await visitor.reload();
    await expect(visitor.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Free play' })).toHaveCount(0);

    // 2. A banner: a new image, with a preview, shown on the home page.
    await openOpsPage(consolePage, 'Banners');
    await consolePage.getByRole('button', { name: `Edit banner ${original!.bannerId}` }).click();
    // The visitor reads English, and the demo banner has an English picture of its own (issue 29).
    await consolePage.getByRole('combobox', { name: 'Content language' }).click();
    await consolePage.getByRole('option', { name: /^English \(EN\)/ }).click();
    await consolePage.getByLabel(/^Image address/).fill('/promo/promo-raffle.svg');
    await expect(consolePage.getByRole('img', { name: 'Banner image' }).first()).toBeVisible();
    await consolePage.getByRole('button', { name: 'Save' }).click();
    await expect(consolePage.getByText('EN: /promo/promo-raffle.svg')).toBeVisible();
    await visitor.goto(`${DEMO_URL}/`);
    await expect(visitor.getByTestId('banner-carousel').locator('img[src="/promo/promo-raffle.svg"]')).toHaveCount(1);

    // 3. A deposit of a member of our own: approved in the queue, the member's browser shows the toast.
    const account = `opsm${Date.now() % 1_000_000}`;
    const ready = socketReady(member);
    await registerMember(member, account, `139${String(Date.now()).slice(-8)}`);
    await ready;
    const token = await member.evaluate(() => sessionStorage.getItem('token'));
    const dep = await member.request.post(`${DEMO_URL}/wps/cashier/deposit`, {
      headers: { merchant: 'demo', authorization: `Bearer ${token}` },
      data: { amount: '77', reference: 'E2E-OPS-1', key: `e2e-ops-${Date.now()}` },
    });
    expect((await dep.json()).success).toBe(true);
    await openOpsPage(consolePage, 'Cashier queue');
    const item = consolePage.getByRole('listitem', { name: new RegExp(`by ${account}$`) });
    await expect(item).toBeVisible();
    await shot(consolePage, { path: info.outputPath('ops-deposits-en-1280.png') });
    await item.getByLabel(/^Remarks/).fill('Matched on the bank statement');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(item).toHaveCount(0);
    await expect(member.getByRole('alert').filter({ hasText: '77.00' })).toBeVisible({ timeout: 5000 });

    // 4. The audit trail lists all three, by this operator.
    await openOpsPage(consolePage, 'Audit log');
    await consolePage.getByLabel('Operator', { exact: true }).fill(op.username);
    await consolePage.getByRole('button', { name: 'Search' }).click();
    const rows = consolePage.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4); // header + three changes
    for (const action of [
      'POST /ops/merchants/:code/cashier/:id/approve',
      'PUT /ops/merchants/:code/banners/:id',
      'PUT /ops/merchants/:code/flags',
    ])
      await expect(rows.filter({ hasText: action })).toHaveCount(1);
    await rows.filter({ hasText: 'PUT /ops/merchants/:code/flags' }).getByRole('button', { name: 'Show' }).click();
    await expect(consolePage.getByText('FREEPLAY3: true → false')).toBeVisible();
    await shot(consolePage, { path: info.outputPath('ops-audit-en-1280.png'), fullPage: true });
  } finally {
    // Leave the merchant as the other specs expect it.
    await consolePage.request.put(`${DEMO_URL}/ops/merchants/demo/flags`, { headers: ops, data: { FREEPLAY3: true } });
    const { bannerId, sort, url, linkage, linkageType, groupName, translations } = original!;
    await consolePage.request.put(`${DEMO_URL}/ops/merchants/demo/banners/${bannerId}`, {
      headers: ops,
      data: { url, linkage, linkageType, groupName, sort, translations },
    });
    await Promise.all([consolePage.close(), visitor.close(), member.close()]);
  }
});

test('the console at 390 px in Chinese and 1280 px in English: pages fit the phone, axe finds no serious problem', async ({
  page,
}, info) => {
  // Six pages, each screenshotted and checked by axe, on a loaded two-core machine.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const op = await newOperator(page, 'e2ecn');
  await page.goto(`${DEMO_URL}/ops`);
  await page.locator('select').first().selectOption('CN');
  await expect(page.getByRole('heading', { name: '运营人员登录' })).toBeVisible();
  await shot(page, { path: info.outputPath('ops-login-cn-390.png'), fullPage: true });
  expect(await axeProblems(page)).toEqual([]);
  await consoleSignIn(page, op, 'CN');
  await openOpsPage(page, '操作日志');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, { path: info.outputPath('ops-audit-cn-390.png'), fullPage: true });
  expect(await axeProblems(page)).toEqual([]);
  await openOpsPage(page, '功能开关');
  await expect(page.getByRole('switch', { name: 'FREEPLAY3' })).toBeVisible();
  await shot(page, { path: info.outputPath('ops-flags-cn-390.png') });
  expect(await axeProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, { path: info.outputPath('ops-flags-cn-1280.png') });
  await page.locator('select').first().selectOption('EN');
  await openOpsPage(page, 'Banners');
  await expect(page.getByRole('button', { name: /^Edit banner/ }).first()).toBeVisible();
  // the previews have loaded (a decoded image has a width)
  await expect
    .poll(() => page.locator('img[alt="Banner image"]').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  await shot(page, { path: info.outputPath('ops-banners-en-1280.png') });
  expect(await axeProblems(page)).toEqual([]);
  await openOpsPage(page, 'Cashier queue');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, { path: info.outputPath('ops-deposits-en-390.png') });
});
