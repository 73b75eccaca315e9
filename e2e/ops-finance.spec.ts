import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { encryptedBody, registerDemoMember } from './members';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { CAPTCHA_TEXT, DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };

async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A 24x16 green PNG: the member's "proof" that a payment never arrived. */
const SLIP_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWNQWpVGFcQwapDSaBgpjaajVaNZZBX56QAA89rLEBHPojQAAAAASUVORK5CYII=';

/** A P2P payment to the member that the member disputes with a proof image, through the member API. */
async function disputedPayment(page: Page, account: string): Promise<number> {
  const raised = await page.request.post(`${DEMO_URL}/ops/merchants/demo/payment-confirmations`, {
    headers: ops,
    data: { account, payerAccount: 'agent01', amount: '50', remainingAmount: '0', isAutoConfirmed: 'N', key: `e2e-fin-p2p-${account}` },
  });
  const id = (await raised.json()).value.payDetailId as number;
  const headers = { merchant: 'demo', language: 'EN', device: 'web', 'device-id': randomUUID() };
  await page.request.get(`${DEMO_URL}/wps/captcha`, { headers });
  const data = await encryptedBody(page.request, DEMO_URL, headers, {
    type: 'username',
    username: account,
    password: 'abc12345',
    captcha: CAPTCHA_TEXT,
  });
  const login = await (await page.request.post(`${DEMO_URL}/wps/session/login`, { headers, data })).json();
  const answered = await page.request.post(`${DEMO_URL}/wps/payment-confirmation/process`, {
    headers: { ...headers, authorization: `Bearer ${login.value.token}` },
    data: { isMoneyReceived: 'N', payDetailId: id, proofOfNotReceive: `data:image/png;base64,${SLIP_PNG}` },
  });
  expect((await answered.json()).success).toBe(true);
  return id;
}

/** The member's ledger as the platform sees it (not through the page under test). */
async function ledgerOf(page: Page, account: string) {
  const res = await page.request.get(`${DEMO_URL}/ops/merchants/demo/finance/ledger?account=${account}`, { headers: ops });
  return (await res.json()).value as { total: number; items: { amount: string; balanceAfter: string; idempotencyKey: string }[] };
}

test('two-person approval: one operator asks for a large adjustment, another approves it, the wallet moves once, the audit lists both', async ({
  browser,
}, info) => {
  test.setTimeout(60_000);
  // Two operators, two browsers (contexts): each has its own console session.
  const [one, two] = await Promise.all([
    browser.newContext({ viewport: { width: 1280, height: 900 } }),
    browser.newContext({ viewport: { width: 390, height: 844 } }),
  ]);
  const [first, second] = await Promise.all([one.newPage(), two.newPage()]);
  try {
    const account = `fin${Date.now() % 1_000_000}`;
    await registerDemoMember(first.request, account);
    const asker = await newOperator(first, 'fina', 'finance');
    const approver = await newOperator(first, 'finb', 'finance');

    // 1. The first operator asks for 12,000 (above the default threshold of 10,000): it waits.
    await consoleSignIn(first, asker, 'EN');
    await openOpsPage(first, 'Wallet adjustment');
    await expect(first.getByText(/Adjustments above 10000\.0000/)).toBeVisible();
    await first.getByRole('button', { name: 'Submit adjustment' }).click();
    await expect(first.getByText('A reason is required.')).toBeVisible();
    await first.getByRole('textbox', { name: 'Member account' }).fill(account);
    await first.getByRole('textbox', { name: /^Amount/ }).fill('12000');
    await first.getByRole('textbox', { name: 'Reason' }).fill('Compensation for ticket 4711');
    await first.getByRole('button', { name: 'Submit adjustment' }).click();
    await expect(first.getByRole('status').filter({ hasText: 'Waiting for approval' })).toBeVisible();
    await shot(first, { path: info.outputPath('ops-finance-adjust-en-1280.png') });
    expect((await ledgerOf(first, account)).total).toBe(0);

    // The requester sees the request but cannot decide it.
    await openOpsPage(first, 'Pending approvals');
    const own = first.getByRole('row').filter({ hasText: account });
    await expect(own.getByText('Your request: another operator must decide.')).toBeVisible();
    await expect(own.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    // 2. The second operator, on a phone in Chinese, approves it after confirming.
    await consoleSignIn(second, approver, 'CN');
    await openOpsPage(second, '待审批');
    const row = second.getByRole('row').filter({ hasText: account });
    await expect(row).toBeVisible();
    expect(await axeProblems(second)).toEqual([]);
    const id = (await row.getByRole('cell').first().textContent())?.trim();
    await row.getByRole('button', { name: `批准调整 #${id}` }).click();
    await shot(second, { path: info.outputPath('ops-finance-approvals-cn-390.png'), fullPage: true });
    await row.getByRole('button', { name: '确认批准' }).click();
    await expect(second.getByRole('row').filter({ hasText: account })).toHaveCount(0);
    // The other finance queues open on the phone too (whatever they hold now), without an error.
    for (const label of ['奖励申请', '积分兑换']) {
      await openOpsPage(second, label);
      await expect(second.getByRole('list').or(second.getByText('暂无数据。'))).toBeVisible();
      await expect(second.getByRole('alert')).toHaveCount(0);
    }

    // 3. The wallet moved once; approving again (a second click that got through) changes nothing.
    const ledger = await ledgerOf(first, account);
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0]).toMatchObject({ amount: '12000.0000', balanceAfter: '12000.0000', idempotencyKey: `adjustment:${id}` });
    const token = await second.evaluate(() => sessionStorage.getItem('ops_session'));
    const again = await second.request.post(`${DEMO_URL}/ops/merchants/demo/finance/adjustments/${id}/approve`, {
      headers: { authorization: `Bearer ${token}`, language: 'EN' },
    });
    expect((await again.json()).errorCode).toBe('finance_already_decided');
    expect((await ledgerOf(first, account)).total).toBe(1);

    // 4. The first operator sees it applied in the history and in the member's ledger.
    await openOpsPage(first, 'Adjustment history');
    await expect(first.getByRole('form', { name: 'Search' })).toBeVisible();
    await first.getByRole('textbox', { name: 'Member' }).fill(account);
    await first.getByRole('button', { name: 'Search' }).click();
    const done = first.getByRole('row').filter({ hasText: account });
    await expect(done).toContainText('Applied');
    await expect(done).toContainText(approver.username);
    await openOpsPage(first, 'Member ledger');
    // The page is a lazy chunk: wait for it before typing (the history page has a "Member" field too).
    await expect(first.getByRole('button', { name: 'Show ledger' })).toBeVisible();
    await first.getByRole('textbox', { name: 'Member' }).fill(account);
    await first.getByRole('button', { name: 'Show ledger' }).click();
    await expect(first.getByRole('table', { name: `Ledger of ${account}` }).getByRole('row')).toHaveCount(2);
    await expect(first.getByText(`adjustment:${id}`)).toBeVisible();
    await openOpsPage(first, 'Reconciliation');
    await expect(first.getByRole('status').filter({ hasText: 'OK: the books balance' })).toBeVisible();

    // A P2P payment the member disputes: the operator sees the proof and sends the money back.
    const dispute = await disputedPayment(first, account);
    await openOpsPage(first, 'P2P disputes');
    const card = first.getByRole('listitem', { name: `Dispute #${dispute} by ${account}` });
    await expect(card.getByRole('img', { name: `Proof of dispute #${dispute}` })).toBeVisible();
    await shot(first, { path: info.outputPath('ops-finance-disputes-en-1280.png') });
    await card.getByRole('button', { name: 'Unpaid (back to the member)' }).click();
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card).toHaveCount(0);

    // 5. The audit lists the request by the first operator and the approval by the second.
    await openOpsPage(first, 'Audit log');
    await first.getByLabel('Action', { exact: true }).fill('finance/adjustments');
    await first.getByRole('button', { name: 'Search' }).click();
    const audit = first.getByRole('table').getByRole('row');
    await expect(
      audit.filter({ hasText: asker.username }).filter({ hasText: 'POST /ops/merchants/:code/finance/adjustments' }),
    ).toHaveCount(1);
    await expect(
      audit.filter({ hasText: approver.username }).filter({ hasText: 'POST /ops/merchants/:code/finance/adjustments/:id/approve' }),
    ).toHaveCount(1);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});
