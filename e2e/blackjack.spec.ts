import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { cents, fundPlayer01, headerBalance } from './house';
import { DEMO_URL } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

/**
 * Issue 26, Arcadia Blackjack (ADR 068): player01 plays for real (the hole card stays face down, a
 * reload carries on with the open round, the header moves by stake and return, the round verifies);
 * a visitor plays trial credits in Chinese by keyboard on a phone. Screenshots of both.
 */
const SHOTS = '../test-results/shots-blackjack';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

type Round = { roundId: number; outcome: { phase: string; stake: string; returned: string; dealer: number[] } };
const answer = async (page: Page, path: string, act: () => Promise<void>) => {
  const res = page.waitForResponse((r) => r.url().endsWith(path));
  await act();
  return (await (await res).json()).value.round as Round;
};

test('player01: the hole card stays down, a reload keeps the round, standing settles it and the header moves by stake and return', async ({
  page,
}) => {
  await fundPlayer01(page, 'blackjack');
  await signInFast(page, 'player01');
  await page.goto(`${DEMO_URL}/house/arcadia-blackjack`);
  await expect(page.getByRole('heading', { level: 1, name: 'Arcadia Blackjack' })).toBeVisible();
  await expect(page.getByText(/Return to player: 99\.50%.*Dealer stands on soft 17/)).toBeVisible();
  await page.getByTestId('house-bet').selectOption('1.00');
  await expect(headerBalance(page)).toHaveAttribute('aria-label', /\d/);
  const before = cents(await headerBalance(page).textContent());

  // Deal until a round stays open (a natural on either side settles at once).
  let net = 0;
  let open: Round | null = null;
  for (let i = 0; i < 10 && !open; i++) {
    const dealt = await answer(page, '/wps/house/blackjack/deal', () => page.getByRole('button', { name: 'Deal' }).click());
    if (dealt.outcome.phase === 'done') net += Math.round((Number(dealt.outcome.returned) - Number(dealt.outcome.stake)) * 100);
    else open = dealt;
  }
  expect(open).not.toBeNull();
  await expect(page.getByRole('img', { name: 'Face-down card' })).toBeVisible();
  expect(open!.outcome.dealer).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('img', { name: 'Face-down card' })).toBeVisible();
  await expect(page.getByTestId('house-bet')).toBeDisabled();
  if (open!.outcome.phase === 'insurance')
    await answer(page, '/wps/house/blackjack/act', () => page.getByRole('button', { name: 'No insurance' }).click());
  let round = await answer(page, '/wps/house/blackjack/act', () => page.getByRole('button', { name: 'Stand' }).click());
  while (round.outcome.phase !== 'done')
    round = await answer(page, '/wps/house/blackjack/act', () => page.getByRole('button', { name: 'Stand' }).click());
  net += Math.round((Number(round.outcome.returned) - Number(round.outcome.stake)) * 100);
  await expect(page.getByRole('img', { name: 'Face-down card' })).toHaveCount(0);
  await expect(page.getByTestId('blackjack-result-0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deal' })).toBeEnabled();
  await expect.poll(async () => cents(await headerBalance(page).textContent())).toBe(before + net);
  await shot(page, { path: `${SHOTS}/blackjack-1280-EN.png`, fullPage: true });

  await page.getByRole('button', { name: 'Reveal and rotate server seed' }).click();
  await page.getByRole('button', { name: 'Verify' }).first().click();
  await expect(page.getByTestId('verify-result').first()).toHaveText('Verified ✓');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('a visitor plays trial blackjack in Chinese at 390 px by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${DEMO_URL}/house/arcadia-blackjack`);
  await chooseLanguage(page, 'CN');
  await expect(page.getByTestId('house-mode')).toHaveText('免费试玩');
  const deal = page.getByRole('button', { name: '发牌' });
  await deal.focus();
  const dealt = await answer(page, '/wps/house/blackjack/deal', () => page.keyboard.press('Enter'));
  if (dealt.outcome.phase !== 'done') {
    const move = page.getByRole('button', { name: dealt.outcome.phase === 'insurance' ? '不买保险' : '停牌' });
    await move.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('blackjack-actions').or(page.getByTestId('blackjack-result-0')).first()).toBeVisible();
  }
  await expect(page.getByTestId('blackjack-hand-0')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, { path: `${SHOTS}/blackjack-390-CN.png`, fullPage: true });
});
