import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerDemoMember } from './members';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
// A 1x1 PNG: the server decodes and re-encodes it like any phone photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function uploadDocument(page: Page, type: string) {
  const card = page.getByTestId(`kyc-doc-${type}`);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), card.getByTestId(`kyc-upload-${type}`).click()]);
  await chooser.setFiles({ name: `${type.toLowerCase()}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(card).toContainText('Under review');
}

async function requestWithdrawal(page: Page, amount: string) {
  await page.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
}

test('an operator approves the KYC documents and the member’s refused withdrawal can go on', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const username = `kyc${Date.now().toString(36)}`;
  // Funded above the demo's KYC threshold (withdrawals above ¥10,000 need the identity document).
  await registerDemoMember(page.request, username, '20000');
  // The payment password is not what this test is about (wallet.spec does the same).
  await page.request.put(`${DEMO_URL}/ops/merchants/demo/flags`, { headers: ops, data: { PAYMENTPASS3: false } });
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInFast(page, username);
    await page.goto(`${DEMO_URL}/member?page=withdraw`);
    await requestWithdrawal(page, '15000');
    const refusal = page.getByTestId('withdraw-failure');
    await expect(refusal).toContainText('This withdrawal needs identity verification first');

    // The refusal leads to the identity page, where the member uploads both sides.
    await refusal.getByRole('link', { name: 'Verify my identity' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/member?page=identityVerification`);
    const identity = page.getByTestId('kyc-panel');
    await expect(identity.getByTestId('kyc-level')).toHaveText('Current level: Not verified');
    await expect(identity).toContainText('A withdrawal above ¥10,000.00 needs basic verification');
    await uploadDocument(page, 'ID_FRONT');
    await uploadDocument(page, 'ID_BACK');
    const axe = await new AxeBuilder({ page }).include('[data-testid="kyc-panel"]').analyze();
    const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await shot(page, { path: info.outputPath('kyc-identity-en-390.png'), fullPage: true });

    // An operator with the kyc permission (support role) reviews them in the console.
    const opsPage = await browser.newPage();
    try {
      await opsPage.setViewportSize({ width: 1280, height: 900 });
      const op = await newOperator(opsPage, 'kycop', 'support');
      await consoleSignIn(opsPage, op, 'EN');
      await openOpsPage(opsPage, 'KYC review');
      const reviews = opsPage.getByTestId('kyc-review').filter({ hasText: username });
      await expect(reviews).toHaveCount(2);
      const first = reviews.first();
      await first.getByRole('button', { name: 'View image' }).click();
      await expect(first.getByRole('img')).toBeVisible();
      await shot(opsPage, { path: info.outputPath('kyc-console-en-1280.png'), fullPage: true });
      await first.getByRole('button', { name: 'Approve' }).click();
      await expect(reviews).toHaveCount(1);
      await reviews.first().getByRole('button', { name: 'Approve' }).click();
      await expect(reviews).toHaveCount(0);
    } finally {
      await opsPage.close();
    }

    // Back on the member's side: the level is BASIC and the same withdrawal goes on.
    await page.reload();
    await expect(page.getByTestId('kyc-level')).toHaveText('Current level: Basic');
    await page.setViewportSize({ width: 1280, height: 900 });
    await chooseLanguage(page, 'CN');
    await expect(page.getByTestId('kyc-level')).toHaveText('当前级别:基础');
    await shot(page, { path: info.outputPath('kyc-identity-cn-1280.png'), fullPage: true });
    await chooseLanguage(page, 'EN');
    await page.goto(`${DEMO_URL}/member?page=withdraw`);
    await requestWithdrawal(page, '15000');
    await expect(page.getByRole('status').filter({ hasText: 'is being processed' })).toBeVisible();
  } finally {
    await page.request.put(`${DEMO_URL}/ops/merchants/demo/flags`, { headers: ops, data: { PAYMENTPASS3: true } });
  }
});
