import { expect, test } from '@playwright/test';
import { memberToken, registerDemoMember } from './members';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { DEMO_URL } from './playwright.config';
import { shot } from './screens';

// Issue 27 / ADR 065: the operators' read-only safer-gambling page. A member of this spec's own
// sets limits and takes a time-out through the member API; a support operator looks them up.
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;

test('a support operator sees a member’s limits, time-out, KYC and history, and cannot lift the time-out', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const username = `sgc${unique()}`;
  await registerDemoMember(page.request, username);
  const token = await memberToken(page.request, username);
  const member = { merchant: 'demo', language: 'EN', device: 'web', authorization: token };
  for (const data of [
    { kind: 'deposit', period: 'day', amount: '100' },
    { kind: 'deposit', period: 'day', amount: '200' },
    { kind: 'loss', period: 'week', amount: '50' },
  ])
    expect((await (await page.request.put(`${DEMO_URL}/wps/safer-gambling/limits`, { headers: member, data })).json()).success).toBe(true);
  const took = await page.request.post(`${DEMO_URL}/wps/safer-gambling/exclusion`, { headers: member, data: { kind: 'timeout', days: 7 } });
  expect((await took.json()).success).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  const op = await newOperator(page, 'sgop', 'support');
  await consoleSignIn(page, op, 'EN');
  await openOpsPage(page, 'Safer gambling');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Time-out', { exact: true })).toBeVisible();
  await expect(page.getByText(/Daily deposit: raise to 200\.0000 asked/)).toBeVisible();
  await expect(page.getByText('Level: not verified')).toBeVisible();
  // Read-only: nothing offers to lift or shorten the exclusion.
  await expect(page.getByRole('tabpanel').getByRole('button')).toHaveText(['Search']);
  await shot(page, { path: info.outputPath('safer-gambling-console-en-1280.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Limit refusals' }).click();
  await expect(page.getByRole('textbox', { name: 'From' })).toBeVisible();

  // A phone, in Chinese, in a browser of its own (a fresh console sign-in).
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await consoleSignIn(phone, op, 'CN');
    await openOpsPage(phone, '负责任博彩');
    await phone.getByRole('textbox', { name: '用户名' }).fill(username);
    await phone.getByRole('button', { name: '查询' }).click();
    await expect(phone.getByText('冷静期', { exact: true })).toBeVisible();
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, { path: info.outputPath('safer-gambling-console-cn-390.png'), fullPage: true });
  } finally {
    await phone.close();
  }
});

test('an admin sets the merchant’s reality-check default and time zone; a support operator only reads them', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await newOperator(page, 'sgadm', 'admin');
  await consoleSignIn(page, admin, 'EN');
  await openOpsPage(page, 'Safer gambling');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('Asia/Shanghai');
  await page.getByRole('combobox', { name: 'Reality-check default' }).click();
  await page.getByRole('option', { name: 'Every 30 minutes' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await shot(page, { path: info.outputPath('safer-gambling-settings-en-1280.png'), fullPage: true });

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const support = await newOperator(phone, 'sgsup', 'support');
    await consoleSignIn(phone, support, 'CN');
    await openOpsPage(phone, '负责任博彩');
    await phone.getByRole('tab', { name: '设置' }).click();
    await expect(phone.getByRole('combobox', { name: '现实检查默认间隔' })).toHaveValue('每 30 分钟');
    await expect(phone.getByRole('combobox', { name: '现实检查默认间隔' })).toBeDisabled();
    await expect(phone.getByText('仅管理员可修改。')).toBeVisible();
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, { path: info.outputPath('safer-gambling-settings-cn-390.png'), fullPage: true });
  } finally {
    await phone.close();
  }
  // Back to the seed's default, so the member specs keep their hourly rhythm.
  await page.getByRole('combobox', { name: 'Reality-check default' }).click();
  await page.getByRole('option', { name: 'Every 60 minutes' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
});
