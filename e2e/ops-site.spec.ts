import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };

test('an operator retitles a path for search engines and the player page carries it; an admin adds a domain and removes it after confirming', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(60_000);
  const run = Date.now() % 1_000_000;
  const title = `Promotions e2e ${run}`;
  const host = `e2e-${run}.example.com`;
  const before = (await (await page.request.get(`${DEMO_URL}/ops/merchants/demo/site`, { headers: ops })).json()).value;
  const op = await newOperator(page, 'e2esite', 'admin');
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await consoleSignIn(page, op, 'EN');
    await openOpsPage(page, 'SEO per path');
    await page.getByRole('combobox', { name: 'Path' }).click();
    await page.getByRole('option', { name: '/promotions', exact: true }).click();
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(before.seo['/promotions'].title);
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('button', { name: 'Save SEO' }).click();
    await expect(page.getByRole('table', { name: 'Paths with their own SEO' }).getByRole('row', { name: /\/promotions/ })).toContainText(
      title,
    );

    // The player site's page for that path, as a visitor: the server-rendered head carries the new title.
    const player = await browser.newPage();
    await player.goto(`${DEMO_URL}/promotions`);
    await expect(player).toHaveTitle(title);
    await player.close();

    // A domain: added, listed, then removed after the confirmation; the primary host offers no removal.
    await openOpsPage(page, 'Domains');
    const list = page.getByRole('table', { name: 'Domains' });
    await expect(list.getByRole('row', { name: /^localhost/ })).toContainText('Kept (primary)');
    await page.getByRole('textbox', { name: /^Host/ }).fill(host.toUpperCase());
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(list.getByRole('row', { name: new RegExp(host) })).toBeVisible();
    const problems = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(problems.map((v) => v.id)).toEqual([]);
    await shot(page, { path: info.outputPath('ops-site-domains-en-1280.png'), fullPage: true });
    await page.getByRole('button', { name: `Remove ${host}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Remove ${host}?`);
    await dialog.getByRole('button', { name: 'Yes, go ahead' }).click();
    await expect(list.getByRole('row', { name: new RegExp(host) })).toHaveCount(0);

    // The theme and contact lists load with what the player site uses (nothing saved: shared demo settings).
    await openOpsPage(page, 'Templates and theme');
    await expect(page.getByRole('textbox', { name: 'Desktop template' })).toHaveValue(before.templates.template);
    await shot(page, { path: info.outputPath('ops-site-theme-en-1280.png'), fullPage: true });
    await openOpsPage(page, 'Resources and customer service');
    await expect(page.getByRole('region', { name: 'Customer-service entries' })).toContainText('Provider');
    await shot(page, { path: info.outputPath('ops-site-contacts-en-1280.png'), fullPage: true });

    // The SEO page on a phone, in Chinese.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await consoleSignIn(phone, await newOperator(phone, 'e2esitecn', 'content'), 'CN');
    await openOpsPage(phone, '路径 SEO');
    await expect(phone.getByRole('table', { name: '已单独设置 SEO 的路径' })).toContainText(title);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, { path: info.outputPath('ops-site-seo-cn-390.png'), fullPage: true });
    await phone.close();
  } finally {
    // The demo merchant's SEO and domains as they were, for the other specs.
    await page.request.put(`${DEMO_URL}/ops/merchants/demo/seo`, { headers: ops, data: { seo: before.seo } });
    await page.request.delete(`${DEMO_URL}/ops/merchants/demo/domains/${host}`, { headers: ops });
  }
});
