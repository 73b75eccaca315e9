import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { registerDemoMember } from './members';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { ACME_URL, DEMO_URL } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage } from './session';

/** The member's own browser: the sign-in form in English. */
async function memberSignIn(page: Page, account: string, password: string) {
  await page.goto(`${DEMO_URL}/login`);
  await page.locator('html[lang]').waitFor();
  await chooseLanguage(page, 'EN');
  await page.getByRole('textbox', { name: /^Username/ }).fill(account);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The member's next request after the operator ended their session: the site says so and signs them out. */
async function expectSignedOut(page: Page) {
  await page.goto(`${DEMO_URL}/member`);
  const notice = page.getByRole('dialog').filter({ hasText: 'Your session has ended. Please log in again.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
}

async function memberPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Confirms a member action in the dialog with a reason. */
async function confirmWith(page: Page, action: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

test('the console opens in the merchant default language when the operator chose none', async ({ browser }) => {
  // acme speaks English by default (demo: Chinese); a fresh browser has no stored choice.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(`${ACME_URL}/ops`);
  await expect(fresh.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(fresh.locator('html')).toHaveAttribute('lang', /^en/i);
  await context.close();
});

test('an operator finds a member, locks and unlocks them, ends their session and resets their password', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const account = `opsm${Date.now() % 1_000_000}`;
  await registerDemoMember(page.request, account);
  const member = await memberPage(browser);
  await memberSignIn(member, account, 'abc12345');
  await expect(member).toHaveURL(`${DEMO_URL}/index`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await consoleSignIn(page, await newOperator(page, 'opsmem', 'admin'), 'EN');
  await openOpsPage(page, 'Members');
  await page.getByRole('textbox', { name: 'Account (starts with)' }).fill(account);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Open ${account}` }).click();
  await expect(page.getByRole('heading', { name: account })).toBeVisible();
  // The sign-in of the member's browser (and the one registration opened).
  await expect(page.getByRole('table', { name: 'Sessions' }).getByRole('row').nth(1)).toBeVisible();

  // Lock: the member's browser is signed out and their sign-in is refused with the locked message.
  await page.getByRole('button', { name: 'Lock account' }).click();
  await confirmWith(page, 'Lock account', 'e2e: suspected account sharing');
  await expect(page.getByRole('status').filter({ hasText: 'The account is locked.' })).toBeVisible();
  await expect(page.getByText('e2e: suspected account sharing', { exact: false })).toBeVisible();
  expect(
    await new AxeBuilder({ page })
      .analyze()
      .then((r) =>
        r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`),
      ),
  ).toEqual([]);
  await shot(page, { path: info.outputPath('ops-members-profile-en-1280.png'), fullPage: true });
  await expectSignedOut(member);
  await memberSignIn(member, account, 'abc12345');
  await expect(
    member.getByRole('alert').filter({ hasText: 'This account is locked. Please contact customer service.' }).first(),
  ).toBeVisible();

  // Unlock, and the member signs in again.
  await page.getByRole('button', { name: 'Unlock account' }).click();
  await confirmWith(page, 'Unlock account', 'e2e: cleared');
  await memberSignIn(member, account, 'abc12345');
  await expect(member).toHaveURL(`${DEMO_URL}/index`);

  // End their sessions: the member's next request is signed out.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('table', { name: 'Sessions' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'End all sessions' }).click();
  await confirmWith(page, 'End all sessions', 'e2e: member asked');
  await expect(page.getByRole('status').filter({ hasText: '1 session ended.' })).toBeVisible();
  await expectSignedOut(member);

  // Reset the password: the one-time password signs in only to the forced change.
  await page.getByRole('button', { name: 'Reset password' }).click();
  await confirmWith(page, 'Reset password', 'e2e: verified by phone');
  const temporary = (await page.getByRole('alert', { name: 'One-time password' }).locator('code').textContent())?.trim() ?? '';
  expect(temporary).toMatch(/^[a-z0-9]{10}$/);
  await memberSignIn(member, account, temporary);
  await expect(member.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await member.context().close();

  // The search page on a phone, in Chinese.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('select').first().selectOption('CN');
  await page.getByRole('button', { name: '← 返回搜索' }).click();
  await expect(page.getByRole('table', { name: '搜索结果' })).toBeVisible();
  await shot(page, { path: info.outputPath('ops-members-search-cn-390.png'), fullPage: true });
});
