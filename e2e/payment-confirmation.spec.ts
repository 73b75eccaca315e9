import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage } from './session';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
/** A 24x16 green PNG: a stand-in for a bank statement screenshot. */
const SLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWNQWpVGFcQwapDSaBgpjaajVaNZZBX56QAA89rLEBHPojQAAAAASUVORK5CYII=',
  'base64',
);

const TEXT = {
  EN: {
    username: /^Username/,
    password: /^Password/,
    login: 'Log in',
    title: 'Confirm a payment',
    received: 'Yes, received',
    keepAuto: 'Keep auto-confirmation',
    notReceived: 'Not received',
    choose: 'Choose image',
    submit: 'Report not received',
    wrongType: 'Please choose a JPG or PNG image.',
    preview: 'Preview of the proof image',
  },
  CN: {
    username: /^用户名/,
    password: /^密码/,
    login: '登录',
    title: '确认收款',
    received: '已收到',
    keepAuto: '保持自动确认',
    notReceived: '未收到',
    choose: '选择图片',
    submit: '提交未收到',
    wrongType: '请选择 JPG 或 PNG 图片。',
    preview: '凭证图片预览',
  },
} as const;

type Raised = { payDetailId: number; status: string; isMoneyReceived: string | null; hasProof: boolean };

async function raise(page: Page, amount: string, tag: string, isAutoConfirmed: 'Y' | 'N'): Promise<Raised> {
  const res = await page.request.post(`${DEMO_URL}/ops/merchants/demo/payment-confirmations`, {
    headers: ops,
    data: {
      account: 'player01',
      payerAccount: 'agent01',
      amount,
      remainingAmount: '0',
      isAutoConfirmed,
      key: `e2e-p2p-${tag}-${Date.now()}`,
    },
  });
  const body = (await res.json()) as { success: boolean; value: Raised };
  expect(body.success).toBe(true);
  return body.value;
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const language of ['EN', 'CN'] as const) {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    test(`the P2P queue walks through two payments and closes (${language}, ${label})`, async ({ page }, info) => {
      test.setTimeout(45_000);
      await page.setViewportSize(viewport);
      const text = TEXT[language];
      const tag = `${language}-${label}`;
      // player01 needs money to be held: an operator credits it, then raises two payments from agent01
      const credit = await page.request.post(`${DEMO_URL}/ops/merchants/demo/members/player01/adjust`, {
        headers: ops,
        data: { amount: '300', key: `e2e-p2p-credit-${tag}-${Date.now()}`, popup: false },
      });
      expect(credit.ok()).toBe(true);
      // the first is auto-confirmed (the member may also let that stand), the second is not
      const first = await raise(page, '120', `a-${tag}`, 'Y');
      const second = await raise(page, '80.5', `b-${tag}`, 'N');

      await page.goto(`${DEMO_URL}/login`);
      await page.locator('html[lang]').waitFor();
      await chooseLanguage(page, language);
      await page.getByRole('textbox', { name: text.username }).fill('player01');
      await page.getByLabel(text.password).fill('abc12345');
      await page.getByRole('button', { name: text.login, exact: true }).click();

      const modal = page.getByRole('dialog', { name: text.title });
      await expect(modal).toBeVisible();
      const amount = modal.getByTestId('payment-amount');
      await expect(amount).toContainText('120.00');
      await expect(modal).toContainText(language === 'EN' ? 'Payment 1 of 2' : '第 1 笔,共 2 笔');
      await expect(modal.getByRole('button', { name: text.keepAuto })).toBeVisible();
      await expect(modal).toHaveCSS('opacity', '1'); // entry transition done, for the screenshot
      if (label === '390') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, { path: info.outputPath(`p2p-first-${tag}.png`) });
      if (tag === 'EN-desktop') await expectAccessible(page);

      // Y: the next payment follows about half a second later
      await modal.getByRole('button', { name: text.received }).click();
      const status = modal.getByRole('status');
      await expect(status).toBeVisible();
      const answeredAt = Date.now();
      await expect(amount).toContainText('80.50');
      expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(300);
      await expect(modal.getByRole('button', { name: text.keepAuto })).toHaveCount(0);

      // N: a text file renamed .png is refused in the browser; a real PNG shows a preview and goes through
      await modal.getByRole('button', { name: text.notReceived }).click();
      const submit = modal.getByRole('button', { name: text.submit });
      await expect(submit).toBeDisabled();
      const input = modal.locator('input[type=file]');
      await input.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      await expect(modal.getByRole('alert')).toContainText(text.wrongType);
      await expect(submit).toBeDisabled();
      await input.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP_PNG });
      await expect(modal.getByRole('img', { name: text.preview })).toBeVisible();
      await expect(submit).toBeEnabled();
      await shot(page, { path: info.outputPath(`p2p-proof-${tag}.png`) });
      if (tag === 'EN-desktop') await expectAccessible(page);
      await submit.click();

      // the queue is empty: the modal closes
      await expect(modal).toBeHidden();
      await shot(page, { path: info.outputPath(`p2p-closed-${tag}.png`) });

      // the operator sees both answers, the second with its proof
      const listed = await page.request.get(`${DEMO_URL}/ops/merchants/demo/payment-confirmations?limit=10`, { headers: ops });
      const rows = ((await listed.json()) as { value: Raised[] }).value;
      expect(rows.find((r) => r.payDetailId === first.payDetailId)).toMatchObject({ status: 'received', isMoneyReceived: 'Y' });
      expect(rows.find((r) => r.payDetailId === second.payDetailId)).toMatchObject({
        status: 'not_received',
        isMoneyReceived: 'N',
        hasProof: true,
      });
      const proof = await page.request.get(`${DEMO_URL}/ops/merchants/demo/payment-confirmations/${second.payDetailId}/proof`, {
        headers: ops,
      });
      expect(proof.headers()['content-type']).toBe('image/png');
    });
  }
}

test('a restricted account (isAgent 4) never sees the queue', async ({ page }) => {
  await page.goto(`${DEMO_URL}/login`);
  await page.locator('html[lang]').waitFor();
  await chooseLanguage(page, 'EN');
  const list = page.waitForRequest((r) => r.url().includes('/wps/payment-confirmation/list'), { timeout: 3000 }).catch(() => null);
  await page.getByRole('textbox', { name: /^Username/ }).fill('trial01');
  await page.getByLabel(/^Password/).fill('abc12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/index`);
  expect(await list).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
