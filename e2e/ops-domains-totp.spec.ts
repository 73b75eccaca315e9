import { expect, test } from '@playwright/test';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
type Domain = { host: string; kind: string; primary: boolean };

test('an admin makes a new domain primary after confirming (restored after), and a new operator’s key is shown as a QR code', async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const run = Date.now() % 1_000_000;
  const host = `e2e-primary-${run}.example.com`;
  const domains = async (): Promise<Domain[]> =>
    (await (await page.request.get(`${DEMO_URL}/ops/merchants/demo/site`, { headers: ops })).json()).value.domains;
  const original = (await domains()).find((d) => d.primary)!.host;
  const op = await newOperator(page, 'e2eprim', 'admin');
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await consoleSignIn(page, op, 'EN');
    await openOpsPage(page, 'Domains');
    const list = page.getByRole('table', { name: 'Domains' });
    await page.getByRole('textbox', { name: /^Host/ }).fill(host);
    await page.getByRole('button', { name: 'Add domain' }).click();
    const row = list.getByRole('row', { name: new RegExp(host) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Make ${host} the primary domain` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Make ${host} the primary domain?`);
    await expect(dialog).toContainText(original);
    await dialog.getByRole('button', { name: 'Yes, go ahead' }).click();
    await expect(row).toContainText('Kept (primary)');
    await expect(list.getByRole('row', { name: new RegExp(`^${original}`) })).toContainText('Remove');
    expect((await domains()).filter((d) => d.primary).map((d) => d.host)).toEqual([host]);
    await shot(page, { path: info.outputPath('ops-domains-primary-en-1280.png'), fullPage: true });

    // On a phone, in Chinese: a new operator's key is shown as a QR code beside the text to copy.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('select').first().selectOption('CN');
    await openOpsPage(page, '操作员');
    const username = `opsqr${run}`;
    const form = page.getByRole('form', { name: '新建操作员' });
    await form.getByRole('textbox', { name: '账号' }).fill(username);
    await form.getByRole('textbox', { name: /^初始密码/ }).fill('new-operator-pass');
    await form.getByRole('button', { name: '创建操作员' }).click();
    const qr = page.getByRole('img', { name: `${username} 的验证器密钥二维码：用验证器应用扫描` });
    await expect(qr).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').first().textContent())!.trim();
    const uri = await qr.getAttribute('data-qr-text');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, { path: info.outputPath('ops-operators-qr-cn-390.png'), fullPage: true });
  } finally {
    await page.request.post(`${DEMO_URL}/ops/merchants/demo/domains/${original}/primary`, { headers: ops });
    await page.request.delete(`${DEMO_URL}/ops/merchants/demo/domains/${host}`, { headers: ops });
  }
});
