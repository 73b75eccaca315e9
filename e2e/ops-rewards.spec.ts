import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { encryptedBody, registerDemoMember } from './members';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { CAPTCHA_TEXT, DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const local = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** A bonus of this spec's own member with a wagering requirement: own promotion, applied for by the member, approved ×5. */
async function wageredBonus(page: Page, account: string, promotionId: number): Promise<{ appId: number; pending: number }> {
  await registerDemoMember(page.request, account);
  const headers = { merchant: 'demo', language: 'EN', device: 'web', 'device-id': randomUUID() };
  await page.request.get(`${DEMO_URL}/wps/captcha`, { headers });
  const data = await encryptedBody(page.request, DEMO_URL, headers, {
    type: 'username',
    username: account,
    password: 'abc12345',
    captcha: CAPTCHA_TEXT,
  });
  const login = await (await page.request.post(`${DEMO_URL}/wps/session/login`, { headers, data })).json();
  const applied = await page.request.post(`${DEMO_URL}/wps/promotions/apply`, {
    headers: { ...headers, authorization: `Bearer ${login.value.token}` },
    data: { promotionId },
  });
  const id = (await applied.json()).value.id as number;
  // A pending deposit of this member, for the cashier history.
  const deposit = await page.request.post(`${DEMO_URL}/wps/cashier/deposit`, {
    headers: { ...headers, authorization: `Bearer ${login.value.token}` },
    data: { amount: '50', reference: `E2E-${account}`, key: `e2e-history-${account}` },
  });
  const pending = (await deposit.json()).value.id as number;
  const approved = await page.request.post(`${DEMO_URL}/ops/merchants/demo/reward-applications/${id}/approve`, {
    headers: ops,
    data: { bonus: '10', turnoverMultiplier: 5 },
  });
  expect((await approved.json()).success).toBe(true);
  return { appId: id, pending };
}

test('an operator waives a bonus’s wagering after confirming, sets a VIP level-up bonus and schedules a mission', async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const n = Date.now() % 1_000_000;
  const vipBefore = (await (await page.request.get(`${DEMO_URL}/ops/merchants/demo/reward-centre/vip-benefits`, { headers: ops })).json())
    .value;
  const promo = (
    await (
      await page.request.post(`${DEMO_URL}/ops/merchants/demo/promotions`, {
        headers: ops,
        data: { title: `Waiver test ${n}`, content: '<p>e2e</p>', applicable: true, sort: 900 },
      })
    ).json()
  ).value;
  let pending = 0;
  try {
    const made = await wageredBonus(page, `rw${n}`, promo.id);
    const appId = made.appId;
    pending = made.pending;
    const op = await newOperator(page, 'e2erewards', 'admin');
    await page.setViewportSize({ width: 1280, height: 900 });
    await consoleSignIn(page, op, 'EN');

    // Wagering waiver: the row shows the requirement; waiving asks for a reason and says what happens.
    await openOpsPage(page, 'Wagering waivers');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(appId), exact: true }) });
    await expect(row).toContainText('50.0000');
    await expect(row).toContainText('Required');
    const problems = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(problems.map((v) => v.id)).toEqual([]);
    await row.getByRole('button', { name: `Waive the wagering of application #${appId}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('without meeting its wagering requirement');
    await expect(dialog.getByRole('button', { name: 'Waive' })).toBeDisabled(); // a reason is required
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Goodwill after a game outage');
    await dialog.getByRole('button', { name: 'Waive' }).click();
    await expect(row).toContainText('Waived');
    await shot(page, { path: info.outputPath('ops-rewards-wagering-en-1280.png') });
    const apps = (
      await (await page.request.get(`${DEMO_URL}/ops/merchants/demo/reward-applications?status=APPROVED`, { headers: ops })).json()
    ).value as { id: number; wageringWaivedAt: string | null }[];
    expect(apps.find((a) => a.id === appId)?.wageringWaivedAt).not.toBeNull();

    // VIP level-up bonus of VIP 1.
    await openOpsPage(page, 'VIP benefits');
    await page.getByRole('textbox', { name: 'Level-up bonus of VIP 1' }).fill('12.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const levels = (await (await page.request.get(`${DEMO_URL}/ops/merchants/demo/reward-centre/vip-levels`, { headers: ops })).json())
      .value as { labelName: string; levelUpBonus: string }[];
    expect(levels.find((l) => l.labelName === 'VIP 1')?.levelUpBonus).toBe('12.5000');

    // Cashier history: the member's pending deposit, found by type and status.
    await openOpsPage(page, 'Cashier history');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('deposit');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
    await expect(page.getByRole('row').filter({ hasText: `E2E-rw${n}` })).toContainText('Pending');
    await shot(page, { path: info.outputPath('ops-rewards-cashier-en-1280.png') });

    // A mission a year ahead (players see a mission only once it has started, so no other spec meets it).
    await openOpsPage(page, 'Missions');
    await page.getByRole('button', { name: 'New mission' }).click();
    const title = `Spring sprint ${n}`;
    const start = new Date(Date.now() + 365 * 86_400_000);
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByLabel(/^Starts/).fill(local(start));
    await page.getByLabel(/^Ends/).fill(local(new Date(start.getTime() + 7 * 86_400_000)));
    await page.getByRole('textbox', { name: /^Prizes/ }).fill('100, 50, 20');
    await page.getByRole('button', { name: 'Save' }).click();
    const mission = page.getByRole('row').filter({ hasText: title });
    await expect(mission).toContainText('Open');
    await expect(mission).toContainText('#1: 100.0000');

    // A phone in Chinese: the same page, the table scrolling inside its box.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '简体中文' });
    await openOpsPage(page, '任务排行');
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('进行中');
    await shot(page, { path: info.outputPath('ops-rewards-missions-cn-390.png'), fullPage: true });
    // The popup editor's showing window (looked at only; nothing saved).
    await openOpsPage(page, '弹窗广告');
    await page.getByRole('button', { name: '新增弹窗' }).click();
    await expect(page.getByLabel(/^开始时间/)).toBeVisible();
    await expect(page.getByLabel(/^结束时间/)).toBeVisible();
    await shot(page, { path: info.outputPath('ops-rewards-popup-cn-390.png') });
  } finally {
    // The pending deposit would otherwise wait in the shared cashier queue that other specs work on.
    if (pending)
      await page.request.post(`${DEMO_URL}/ops/merchants/demo/cashier/${pending}/reject`, { headers: ops, data: { remarks: 'e2e' } });
    await page.request.put(`${DEMO_URL}/ops/merchants/demo/reward-centre/vip-benefits`, { headers: ops, data: vipBefore });
    await page.request.post(`${DEMO_URL}/ops/merchants/demo/promotions/${promo.id}/end`, { headers: ops });
  }
});
