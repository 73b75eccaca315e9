import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';

/**
 * The two rule sets that had only an API (ADR 055, 056) have console pages: what keeps each VIP level
 * (finance) and the points mall's (i) text per language (content). What the operator saves is what
 * the server holds and what members read.
 */
const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const DIR = '/tmp/shots-keep-info';

async function seriousAxe(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).include('main').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('console: VIP keep rules and points info', () => {
  test.afterAll(async ({ request }) => {
    // Leave the demo as other specs expect it: no keep rules, no (i) text.
    await request.put(`${DEMO_URL}/ops/merchants/demo/reward-centre/vip-keep`, { headers: ops, data: { rules: [] } });
    await request.put(`${DEMO_URL}/ops/merchants/demo/points/info`, {
      headers: ops,
      data: { items: ['CN', 'EN'].map((language) => ({ language, content: '' })) },
    });
  });

  test('a finance operator sets a keep rule; bad values are refused in place and nothing is saved', async ({ page, request }) => {
    await request.put(`${DEMO_URL}/ops/merchants/demo/reward-centre/vip-keep`, { headers: ops, data: { rules: [] } });
    const levels = (await (await request.get(`${DEMO_URL}/ops/merchants/demo/reward-centre/vip-levels`, { headers: ops })).json())
      .value as { labelId: number; labelName: string }[];
    const level = levels.at(-1)!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await consoleSignIn(page, await newOperator(page, 'keep', 'admin'), 'EN');
    await openOpsPage(page, 'VIP keep rules');
    const table = page.getByRole('table', { name: 'VIP keep rules' });
    await expect(table.getByRole('row')).toHaveCount(levels.length + 1);

    await page.getByRole('checkbox', { name: `Keep rule of ${level.labelName} on` }).check();
    await page.getByRole('textbox', { name: `Period in days for ${level.labelName}` }).fill('400');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByRole('alert')).toHaveText('Some rules are not valid; see the marked fields.');
    await expect(page.getByText('Whole days, 1 to 365.')).toBeVisible();
    await page.getByRole('textbox', { name: `Period in days for ${level.labelName}` }).fill('30');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText('Ask for a deposit or a bet, or switch the rule off.')).toBeVisible();
    const saved = async () =>
      (await (await request.get(`${DEMO_URL}/ops/merchants/demo/reward-centre/vip-keep`, { headers: ops })).json()).value.rules;
    expect(await saved()).toEqual([]);

    await page.getByRole('textbox', { name: `Minimum deposits for ${level.labelName}` }).fill('500');
    await page.getByRole('textbox', { name: `Minimum valid bets for ${level.labelName}` }).fill('2500.5');
    await page.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    expect(await saved()).toEqual([{ labelId: level.labelId, periodDays: 30, deposit: '500.0000', validBet: '2500.5000' }]);
    // After a reload the form shows the rule in force.
    await page.reload();
    await expect(page.getByRole('textbox', { name: `Minimum valid bets for ${level.labelName}` })).toHaveValue('2500.5');
    expect(await seriousAxe(page)).toEqual([]);
    await shot(page, { path: `${DIR}/vip-keep-en-1280.png` });
  });

  test('a content operator writes the (i) text in Chinese on a phone; a member reads it in the mall', async ({ page, request }) => {
    await request.put(`${DEMO_URL}/ops/merchants/demo/points/info`, {
      headers: ops,
      data: { items: ['CN', 'EN'].map((language) => ({ language, content: '' })) },
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await consoleSignIn(page, await newOperator(page, 'info', 'admin'), 'CN');
    await openOpsPage(page, '积分说明 (i)');
    const text = page.getByRole('textbox', { name: '简体中文文本' });
    await expect(text).toBeVisible();
    await text.fill('每投注 100 元可获得 1 积分。\n积分可兑换商城奖品。');
    await expect(page.getByText('29 / 4000 字')).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    const info = (await (await request.get(`${DEMO_URL}/ops/merchants/demo/points/info`, { headers: ops })).json()).value.items as {
      language: string;
      content: string;
    }[];
    expect(info.find((i) => i.language === 'CN')?.content).toBe('每投注 100 元可获得 1 积分。\n积分可兑换商城奖品。');
    expect(await seriousAxe(page)).toEqual([]);
    await shot(page, { path: `${DIR}/points-info-cn-390.png` });

    // A member in CN reads it behind the (i).
    const member = await page.context().newPage();
    await member.addInitScript(() => localStorage.setItem('hisLang', 'CN'));
    await member.goto(`${DEMO_URL}/pointMall`);
    await member.getByRole('button', { name: '积分说明' }).click();
    await expect(member.getByRole('dialog', { name: '如何获得和使用积分' })).toContainText('积分可兑换商城奖品');
  });
});
