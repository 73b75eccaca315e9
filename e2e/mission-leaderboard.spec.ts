import { expect, type Page, test } from '@playwright/test';
import { serverNow } from './clock';
import { registerDemoMember } from './members';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage } from './session';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const balance = (page: Page) => page.locator('header').first().getByTestId('wallet-balance-amount');
const amountOf = (text: string) => Number(/-?\d[\d,]*(?:\.\d+)?/.exec(text)?.[0].replace(/,/g, '') ?? Number.NaN);

test('a member bets during a mission, finds their own place highlighted, and is paid the prize when it closes', async ({ page }, info) => {
  const account = `ml${Date.now().toString(36)}`;
  await registerDemoMember(page.request, account, '200');
  // A short mission of this spec's own; it ends by itself within minutes if the spec stops half-way.
  const now = await serverNow(page.request); // the server's clock may run ahead of ours (ADR 046)
  const title = `Race ${account}`;
  const created = await page.request.post(`${DEMO_URL}/ops/merchants/demo/missions`, {
    headers: ops,
    data: { title, startsAt: new Date(now).toISOString(), endsAt: new Date(now + 180_000).toISOString(), prizes: ['88', '8'] },
  });
  const mission = (await created.json()).value as { id: number };
  expect(mission.id).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${DEMO_URL}/login`);
  await page.locator('html[lang]').waitFor();
  await chooseLanguage(page, 'EN');
  await page.getByRole('textbox', { name: /^Username/ }).fill(account);
  await page.getByLabel(/^Password/).fill('abc12345');
  await page.getByRole('button', { name: /^Log in$/ }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/index`);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const member = { merchant: 'demo', language: 'EN', authorization: `Bearer ${token}` };
  for (const key of ['ml-spin-1', 'ml-spin-2']) {
    const spin = await page.request.post(`${DEMO_URL}/wps/house/slot/spin`, {
      headers: member,
      data: { amount: '10.00', key: `${key}-${account}` },
    });
    expect((await spin.json()).success).toBe(true);
  }

  await page.goto(`${DEMO_URL}/member?page=missionLeaderboard`);
  const board = page.getByTestId('mission-board').filter({ hasText: title });
  await expect(board).toContainText('Running');
  const mine = board.locator('tr[aria-current="true"]');
  await expect(mine).toContainText(account);
  await expect(mine).toContainText('You');
  await expect(board.getByTestId('mission-mine')).toContainText('Your place: #1');
  await shot(page, { path: info.outputPath('mission-leaderboard-en-1280.png'), fullPage: true });
  const before = amountOf((await balance(page).textContent()) ?? '');

  // The operator ends it now: rank 1's prize is paid once, and the board shows the frozen result.
  const closed = await page.request.post(`${DEMO_URL}/ops/merchants/demo/missions/${mission.id}/close`, { headers: ops });
  expect((await closed.json()).value.status).toBe('CLOSED');
  await page.reload();
  await expect(board).toContainText('Ended');
  await expect(board.locator('tr[aria-current="true"]')).toContainText('88');
  await expect.poll(async () => amountOf((await balance(page).textContent()) ?? '')).toBeCloseTo(before + 88, 2);
});
