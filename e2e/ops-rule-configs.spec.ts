import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';

/**
 * Issue 22 / ADR 045: the rule configs that decide later payouts have console pages. A raise waits
 * for a second operator — the page says so above its form, after a reload too — and another
 * operator decides it in Pending approvals; then the page shows the config in force and no banner.
 */
const ops = { authorization: `Bearer ${OPS_TOKEN}` };

async function seriousAxe(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const waitingBanner = (page: Page, text = 'Waiting for a second operator') => page.getByRole('status').filter({ hasText: text });

/** Two operators, two browsers: the asker on a desktop in English, the approver on a phone in Chinese. */
async function twoOperators(browser: Browser) {
  const [one, two] = await Promise.all([
    browser.newContext({ viewport: { width: 1280, height: 900 } }),
    browser.newContext({ viewport: { width: 390, height: 844 } }),
  ]);
  const [asker, approver] = await Promise.all([one.newPage(), two.newPage()]);
  const a = await newOperator(asker, 'rulea', 'admin');
  // Both may decide money (admin holds every permission), and the referral and reward-centre rules need admin.
  const b = await newOperator(asker, 'ruleb', 'admin');
  await consoleSignIn(asker, a, 'EN');
  await consoleSignIn(approver, b, 'CN');
  return { asker, approver, a, b, close: () => Promise.all([one.close(), two.close()]) };
}

/** The second operator approves (or rejects) the pending request whose reason contains `what`. */
async function decide(page: Page, what: string, decision: 'approve' | 'reject') {
  await openOpsPage(page, '待审批');
  // Already on the list from an earlier decision: its data is from then, so read it afresh.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: what });
  await expect(row).toBeVisible();
  const id = (await row.getByRole('cell').first().textContent())?.trim();
  if (decision === 'approve') {
    await row.getByRole('button', { name: `批准调整 #${id}` }).click();
    await row.getByRole('button', { name: '确认批准' }).click();
  } else {
    await row.getByRole('button', { name: `拒绝调整 #${id}` }).click();
    await row.getByRole('button', { name: '确认拒绝' }).click();
  }
  await expect(page.getByRole('row').filter({ hasText: what })).toHaveCount(0);
}

test('a raised rebate rate waits for a second operator, the page says so after a reload, and shows the new rate once approved', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(90_000);
  const before = (await (await request.get(`${DEMO_URL}/ops/merchants/demo/rebates/rates`, { headers: ops })).json()).value as {
    productType: string;
    rate: string;
  }[];
  const rng = before.find((r) => r.productType === 'RNG')?.rate ?? '0';
  const { asker, approver, a, close } = await twoOperators(browser);
  try {
    await openOpsPage(asker, 'Rebate rates');
    const slots = asker.getByRole('textbox', { name: 'Rebate rate of Slots (%)' });
    await expect(slots).toHaveValue(String(Number(rng) * 100));
    await expect(waitingBanner(asker)).toHaveCount(0);
    expect(await seriousAxe(asker)).toEqual([]);

    // Page-side checks in the contract's terms: a rate above 100 % is refused before anything is sent.
    await slots.fill('150');
    await asker.getByRole('button', { name: 'Save' }).click();
    await expect(asker.getByText('Enter a percentage from 0 to 100 with at most 4 decimals.')).toBeVisible();

    await slots.fill('1.75');
    await asker.getByRole('button', { name: 'Save' }).click();
    await expect(asker.getByRole('status').filter({ hasText: 'Sent for a second operator’s approval' })).toBeVisible();
    const banner = waitingBanner(asker);
    await expect(banner).toContainText(`(by ${a.username})`);
    await expect(banner).toContainText('RNG 1.75%');
    await expect(asker.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Nothing is in force yet.
    const stored = async () =>
      ((await (await request.get(`${DEMO_URL}/ops/merchants/demo/rebates/rates`, { headers: ops })).json()).value as typeof before).find(
        (r) => r.productType === 'RNG',
      )?.rate;
    expect(await stored()).toBe(rng);

    // A reload keeps the page and the banner: it is read from the pending approvals, not remembered.
    await asker.reload();
    await expect(waitingBanner(asker)).toContainText(`(by ${a.username})`);
    await expect(asker.getByRole('textbox', { name: 'Rebate rate of Slots (%)' })).toHaveValue(String(Number(rng) * 100));
    await shot(asker, { path: info.outputPath('ops-rules-rebates-pending-en-1280.png'), fullPage: true });

    // The second operator, on a phone in Chinese: the rebate page shows the same banner, then approves.
    await openOpsPage(approver, '返水比例');
    await expect(waitingBanner(approver, '等待第二位操作员')).toBeVisible();
    expect(await approver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(approver, { path: info.outputPath('ops-rules-rebates-cn-390.png'), fullPage: true });
    await decide(approver, 'RNG 1.75%', 'approve');

    await asker.reload();
    await expect(asker.getByRole('textbox', { name: 'Rebate rate of Slots (%)' })).toHaveValue('1.75');
    await expect(asker.getByRole('row').filter({ hasText: 'Slots' })).toContainText('1.75 %');
    await expect(waitingBanner(asker)).toHaveCount(0);
    await expect(asker.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(Number(await stored())).toBe(0.0175);

    // Lowering applies at once: "Saved", no request.
    await asker.getByRole('textbox', { name: 'Rebate rate of Slots (%)' }).fill(String(Number(rng) * 100));
    await asker.getByRole('button', { name: 'Save' }).click();
    await expect(asker.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(waitingBanner(asker)).toHaveCount(0);
    await shot(asker, { path: info.outputPath('ops-rules-rebates-en-1280.png'), fullPage: true });
  } finally {
    await request.put(`${DEMO_URL}/ops/merchants/demo/rebates/rates`, {
      headers: ops,
      data: { rates: [{ productType: 'RNG', rate: rng }] },
    });
    await close();
  }
});

test('VIP benefits, referral terms and reward-centre rules: a raise waits above the form until a second operator decides', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const read = async (path: string) => (await (await request.get(`${DEMO_URL}/ops/merchants/demo/${path}`, { headers: ops })).json()).value;
  const [vipBefore, referralBefore, centreBefore] = await Promise.all([
    read('reward-centre/vip-benefits'),
    read('referral/settings'),
    read('reward-centre/settings'),
  ]);
  const { asker, approver, a, close } = await twoOperators(browser);
  try {
    // VIP: a level-up bonus above the approval threshold (10,000 by default) waits; rejected, nothing changes.
    await openOpsPage(asker, 'VIP benefits');
    await asker.getByRole('textbox', { name: 'Level-up bonus of VIP 1' }).fill('20000');
    await asker.getByRole('button', { name: 'Save' }).click();
    await expect(asker.getByRole('status').filter({ hasText: 'not in force yet' })).toBeVisible();
    await expect(waitingBanner(asker)).toContainText(`(by ${a.username})`);
    await asker.reload();
    await expect(waitingBanner(asker)).toContainText('Other changes to these settings are refused');
    await decide(approver, a.username, 'reject');
    await asker.reload();
    await expect(asker.getByRole('textbox', { name: 'Level-up bonus of VIP 1' })).toBeVisible();
    await expect(waitingBanner(asker)).toHaveCount(0);
    expect(await read('reward-centre/vip-benefits')).toEqual(vipBefore);

    // Referral terms: the default state, then a reward above the threshold waits; approved, it is in force.
    await openOpsPage(asker, 'Referral terms');
    const reward = asker.getByRole('textbox', { name: /^Reward per referral/ });
    await expect(reward).toBeVisible();
    await shot(asker, { path: info.outputPath('ops-rules-referral-en-1280.png'), fullPage: true });
    expect(await seriousAxe(asker)).toEqual([]);
    await reward.fill('12.345678');
    await asker.getByRole('button', { name: 'Save' }).click();
    await expect(asker.getByText('Enter an amount of 0 or more with at most 4 decimals.')).toBeVisible();
    if (!referralBefore.enabled) await asker.getByRole('switch', { name: 'Referral rewards on' }).click({ force: true });
    await reward.fill('12000');
    await asker.getByRole('button', { name: 'Save' }).click();
    await expect(asker.getByRole('status').filter({ hasText: 'Sent for a second operator’s approval' })).toBeVisible();
    await asker.reload();
    await expect(waitingBanner(asker)).toContainText('Referral reward 12000');
    await decide(approver, 'Referral reward 12000', 'approve');
    await asker.reload();
    await expect(asker.getByRole('textbox', { name: /^Reward per referral/ })).toHaveValue('12000');
    await expect(waitingBanner(asker)).toHaveCount(0);

    // Reward-centre rules: every section labelled; a rescue cap above the threshold waits, then is rejected.
    await openOpsPage(asker, 'Reward-centre rules');
    await expect(asker.getByRole('group', { name: 'Daily sign-in' }).getByRole('textbox', { name: 'Day 1' })).toBeVisible();
    expect(await seriousAxe(asker)).toEqual([]);
    await shot(asker, { path: info.outputPath('ops-rules-centre-en-1280.png'), fullPage: true });
    await asker.getByRole('textbox', { name: 'Time zone' }).fill('Mars/Olympus');
    await asker.getByRole('button', { name: 'Save' }).click();
    await expect(asker.getByText('Enter a known time zone, e.g. Asia/Shanghai.')).toBeVisible();
    await asker.getByRole('textbox', { name: 'Time zone' }).fill(centreBefore.timezone);
    await asker.getByRole('textbox', { name: /^Maximum bonus per period/ }).fill('50000');
    await asker.getByRole('button', { name: 'Save' }).click();
    await expect(asker.getByRole('status').filter({ hasText: 'Sent for a second operator’s approval' })).toBeVisible();
    await expect(waitingBanner(asker)).toContainText('up to 50000');

    // The approver's phone in Chinese: both pages fit 390 px.
    for (const [label, file] of [
      ['推荐奖励', 'ops-rules-referral-cn-390.png'],
      ['奖励中心规则', 'ops-rules-centre-cn-390.png'],
    ] as const) {
      await openOpsPage(approver, label);
      await expect(approver.getByRole('button', { name: '保存' })).toBeVisible();
      expect(await approver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(approver, { path: info.outputPath(file), fullPage: true });
    }
    await decide(approver, 'up to 50000', 'reject');
    await asker.reload();
    await expect(asker.getByRole('textbox', { name: /^Maximum bonus per period/ })).toBeVisible();
    await expect(waitingBanner(asker)).toHaveCount(0);
    expect(await read('reward-centre/settings')).toEqual(centreBefore);
  } finally {
    // Leave the demo merchant's rules as they were for the other specs (the machine token applies at once).
    await request.put(`${DEMO_URL}/ops/merchants/demo/reward-centre/vip-benefits`, { headers: ops, data: vipBefore });
    await request.put(`${DEMO_URL}/ops/merchants/demo/referral/settings`, { headers: ops, data: referralBefore });
    await request.put(`${DEMO_URL}/ops/merchants/demo/reward-centre/settings`, { headers: ops, data: centreBefore });
    await close();
  }
});
