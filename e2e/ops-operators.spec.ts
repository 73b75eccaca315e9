import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { shot } from './screens';

async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('an admin creates an operator, who enrols the key shown once and signs in; then the admin changes their role', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await consoleSignIn(page, await newOperator(page, 'opsadm', 'admin'), 'EN');
  await openOpsPage(page, 'Operators');

  // Create: the form refuses a short password before asking the server.
  const username = `opsnew${Date.now() % 1_000_000}`;
  const form = page.getByRole('form', { name: 'New operator' });
  await form.getByRole('textbox', { name: 'Account' }).fill(username);
  await form.getByRole('textbox', { name: /^Initial password/ }).fill('short');
  await form.getByRole('button', { name: 'Create operator' }).click();
  await expect(form.getByText('At least 10 characters.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Initial password/ }).fill('new-operator-pass');
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  await form.getByRole('button', { name: 'Create operator' }).click();
  const secret = (await page.getByTestId('totp-secret').first().textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row.getByRole('combobox', { name: `Role of ${username}` })).toHaveValue('Support');
  await shot(page, { path: info.outputPath('ops-operators-en-1280.png'), fullPage: true });
  expect(await axeProblems(page)).toEqual([]);

  // The new operator adds the key to their authenticator and signs in for the first time.
  const theirs = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await consoleSignIn(theirs, { username, password: 'new-operator-pass', secret }, 'EN');
  await theirs.context().close();
  await page.getByRole('button', { name: 'Done, hide it' }).click();

  // Role change behind a confirmation; the row shows the new role and their open session.
  await row.getByRole('combobox', { name: `Role of ${username}` }).click();
  await page.getByRole('option', { name: 'Finance' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the role of ${username}?` });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('combobox', { name: `Role of ${username}` })).toHaveValue('Finance');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');

  // The same page on a phone, in Chinese: the table scrolls inside its box.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('select').first().selectOption('CN');
  await expect(page.getByRole('button', { name: '创建操作员' })).toBeVisible();
  await expect(row.getByRole('combobox', { name: `${username} 的角色` })).toHaveValue('财务');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, { path: info.outputPath('ops-operators-cn-390.png'), fullPage: true });
});
