import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { memberToken } from './members';
import { DEMO_URL } from './playwright.config';
import { shot } from './screens';
import { signInFast } from './session';

/**
 * Issue 26: the winner board on home and on the game pages, live over the socket, and the jackpot
 * pools where the merchant has them (demo: GRAND and MAJOR).
 */
const DIR = '/tmp/shots-winners';

test('a win by one player shows on another member’s board at once, without a reload; the slot lobby shows the jackpot pools', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInFast(page, 'agent01');
  await page.goto(`${DEMO_URL}/rng`);
  const jackpot = page.getByTestId('jackpot-strip');
  await expect(jackpot).toContainText('Grand');
  await expect(jackpot).toContainText('88,888.88');
  const board = page.getByTestId('winners-board');
  await expect(board.getByRole('heading', { name: 'Big wins' })).toBeVisible();
  await expect(board.locator('[aria-busy="true"]')).toHaveCount(0);
  const before = await board.getByRole('listitem').allTextContents();

  // player01 wins at dice (a 98% pick, rolled until it pays) through the API, in another session.
  const token = await memberToken(request, 'player01');
  const headers = { merchant: 'demo', language: 'EN', authorization: `Bearer ${token}` };
  let won = false;
  for (let i = 0; i < 10 && !won; i++) {
    const res = await request.post(`${DEMO_URL}/wps/house/dice/roll`, {
      headers,
      data: { amount: '3.00', key: `e2e-winners-${Date.now()}-${i}`, dice: { target: 199, over: true } },
    });
    const body = await res.json();
    expect(body.success, JSON.stringify(body)).toBe(true);
    won = body.value.round.outcome.won;
  }
  expect(won).toBe(true);
  // The board changes within the push window (3 s) plus a fetch; a 60 s poll alone would not.
  await expect(board.getByRole('listitem').first()).toContainText('pl***1', { timeout: 8_000 });
  await expect(board.getByRole('listitem').first()).toContainText('Arcadia Dice');
  await expect.poll(async () => (await board.getByRole('listitem').allTextContents()).join('|')).not.toBe(before.join('|'));
  const axe = (await new AxeBuilder({ page }).include('[data-testid="winners-board"]').include('[data-testid="jackpot-strip"]').analyze())
    .violations;
  expect(axe.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await shot(page, { path: `${DIR}/rng-en-1280.png`, fullPage: true });
  await context.close();
});

test('a visitor on a phone finds the board at the foot of the home page, in Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('hisLang', 'CN'));
  await page.goto(`${DEMO_URL}/`);
  const board = page.getByTestId('winners-board');
  // Below the fold: it loads as the visitor scrolls towards it.
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(board.getByRole('heading', { name: '最新大奖' })).toBeVisible();
  await expect(board.getByRole('listitem').first().or(board.getByText('还没有中奖记录'))).toBeVisible();
  const box = await board.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await shot(page, { path: `${DIR}/home-cn-390.png`, fullPage: true });
});
