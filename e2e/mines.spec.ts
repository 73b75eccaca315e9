import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { cents, fundPlayer01, headerBalance } from './house';
import { DEMO_URL } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

/**
 * Issue 26, Arcadia Mines (ADR 067): a round in steps. player01 plays for real (a reload carries on
 * with the open round, the cash-out moves the header by bet and win, the round verifies once the seed
 * is revealed); a visitor plays trial credits in Chinese by keyboard on a phone. Screenshots of both.
 */
const SHOTS = '../test-results/shots-mines';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

type Round = { roundId: number; win: string; bet: string; outcome: { status: string; picks: number[]; payout: string } };
const answerOf = async (page: Page, path: string, act: () => Promise<void>) => {
  const answer = page.waitForResponse((r) => r.url().endsWith(path));
  await act();
  return (await (await answer).json()).value.round as Round;
};

test('player01: one mine, a reload keeps the open round, the cash-out pays bet × the table, the round verifies', async ({ page }) => {
  await fundPlayer01(page, 'mines');
  await signInFast(page, 'player01');
  await page.goto(`${DEMO_URL}/house/arcadia-mines`);
  await expect(page.getByRole('heading', { level: 1, name: 'Arcadia Mines' })).toBeVisible();
  await expect(page.getByText('Return to player: 99.00%')).toBeVisible();
  await page.getByTestId('mines-count').selectOption('1');
  await page.getByTestId('house-bet').selectOption('1.00');
  await expect(page.getByTestId('mines-next')).toHaveText('Next safe tile: ×1.0312');
  await expect(headerBalance(page)).toHaveAttribute('aria-label', /\d/);
  const before = cents(await headerBalance(page).textContent());

  // Rounds until the first reveal is safe (24 in 25 are): a busted one costs its bet.
  let lost = 0;
  let open: Round | null = null;
  for (let i = 0; i < 6 && !open; i++) {
    const started = await answerOf(page, '/wps/house/mines/start', () => page.getByRole('button', { name: 'Start' }).click());
    expect(started.outcome.status).toBe('open');
    const revealed = await answerOf(page, '/wps/house/mines/reveal', () =>
      page.getByRole('button', { name: 'Row 3, column 3: hidden' }).click(),
    );
    if (revealed.outcome.status === 'open') open = revealed;
    else {
      await expect(page.getByTestId('mines-status')).toHaveText('Boom! A mine: no win this round');
      lost += 100;
    }
  }
  expect(open).not.toBeNull();
  await expect(page.getByRole('button', { name: 'Row 3, column 3: safe' })).toBeVisible();
  await expect.poll(async () => cents(await headerBalance(page).textContent())).toBe(before - lost - 100);

  // A reload finds the open round: the safe tile, the mine count, the cash-out button.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Row 3, column 3: safe' })).toBeVisible();
  await expect(page.getByTestId('mines-count')).toBeDisabled();
  await expect(page.getByTestId('mines-status')).toHaveText('Cash out now: ×1.0312');
  const cashed = await answerOf(page, '/wps/house/mines/cashout', () => page.getByTestId('mines-cashout').click());
  expect(cashed.outcome.status).toBe('cashed');
  expect(cashed.win).toBe('1.0312');
  await expect(page.getByTestId('mines-status')).toHaveText('Cashed out ×1.0312: 1.0312');
  // the whole field shows now: the one mine among 24 safe tiles
  await expect(page.locator('[data-face="mine"]')).toHaveCount(1);
  await expect
    .poll(async () => cents(await headerBalance(page).textContent()))
    .toBe(before - lost - 100 + Math.round(Number(cashed.win) * 100));
  await shot(page, { path: `${SHOTS}/mines-1280-EN.png`, fullPage: true });

  await page.getByRole('button', { name: 'Reveal and rotate server seed' }).click();
  await page.getByRole('button', { name: 'Verify' }).first().click();
  await expect(page.getByTestId('verify-result').first()).toHaveText('Verified ✓');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('a visitor plays trial mines in Chinese at 390 px by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${DEMO_URL}/house/arcadia-mines`);
  await chooseLanguage(page, 'CN');
  await expect(page.getByTestId('house-mode')).toHaveText('免费试玩');
  const start = page.getByRole('button', { name: '开始' });
  await start.focus();
  await page.keyboard.press('Enter');
  const tile = page.getByRole('button', { name: '第 1 行第 1 列：未翻开' });
  await expect(tile).toBeEnabled();
  await tile.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mines-tile-0')).not.toHaveAttribute('data-face', 'closed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, { path: `${SHOTS}/mines-390-CN.png`, fullPage: true });
});
