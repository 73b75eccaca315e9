import AxeBuilder from '@axe-core/playwright';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { signInFast } from './session';

/**
 * Every games lane launches into the built-in demo vendor (ADR 063) and plays one round there: the
 * vendor's page moves money only through the seamless wallet API, so the wallet's own balance after
 * the round is what the page shows.
 */
const frame = (page: Page, name: string) => page.frameLocator(`iframe[title="${name} game"]`);

/** The member's MAIN wallet as the server has it, read with the tab's session. */
async function walletMain(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.get(`${DEMO_URL}/wps/v2/wallets/balance`, {
    headers: { merchant: 'demo', device: 'web', language: 'EN', authorization: `Bearer ${token}` },
  });
  const main = (await res.json()).value.balance.find((w: { accountName: string }) => w.accountName === 'MAIN');
  return Number(main.availBalance).toFixed(2);
}

/** Plays one round in the vendor's page and waits for its result (sports settle on the vendor's timer). */
async function playRound(game: FrameLocator, settleMs: number): Promise<void> {
  await expect(game.getByTestId('vendor-balance')).toHaveText(/^\d+\.\d\d/);
  await game.getByTestId('vendor-play').click();
  await expect(game.getByTestId('vendor-status')).toHaveText(/You won|No win/, { timeout: settleMs });
}

test.beforeAll(async ({ request }) => {
  const res = await request.post(`${DEMO_URL}/ops/merchants/demo/members/player01/adjust`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: { amount: '200', key: `e2e-every-lane-${Date.now()}`, remarks: 'e2e every lane', popup: false },
  });
  expect(res.ok()).toBe(true);
});

const LANES = [
  // lane page, vendor card, game in the vendor's list (none: the vendor card launches), settle time
  { path: '/live', vendor: 'Evo Live', game: null, settleMs: 15_000 },
  { path: '/fish', vendor: 'JDB Fishing', game: 'Dragon Fishing', settleMs: 15_000 },
  { path: '/pvp', vendor: 'Legend Chess', game: 'Bull Bull', settleMs: 20_000 },
  { path: '/sports', vendor: 'IM eSports', game: null, settleMs: 20_000 },
] as const;

for (const lane of LANES) {
  test(`${lane.path}: ${lane.vendor} launches and plays a round on the wallet`, async ({ page }) => {
    test.setTimeout(lane.settleMs + 60_000);
    await signInFast(page, 'player01');
    await page.goto(`${DEMO_URL}${lane.path}`);
    await page.getByRole('button', { name: `Open ${lane.vendor}` }).click();
    if (lane.game)
      await page
        .getByRole('dialog')
        .getByRole('button', { name: `Play ${lane.game}`, exact: true })
        .click();
    await expect(page).toHaveURL(/\/seamless\?gameType=/);
    const game = frame(page, lane.game ?? lane.vendor);
    await playRound(game, lane.settleMs);
    // The page's balance is the wallet's (read again after the result), and the ledger agrees.
    await expect.poll(async () => (await game.getByTestId('vendor-balance').textContent())?.trim()).toBe(await walletMain(page));
  });
}

test('ALB opens its table in a window, which plays a round', async ({ page }) => {
  test.setTimeout(60_000);
  await signInFast(page, 'player01');
  await page.goto(`${DEMO_URL}/live`);
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open Allbet Live' }).click();
  const popup = await opened;
  await expect.poll(() => popup.url()).toContain('/demo-vendor/play/alb?token=');
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Baccarat table');
  await expect(popup.getByTestId('vendor-balance')).toHaveText(/^\d+\.\d\d/);
  const axe = await new AxeBuilder({ page: popup }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Played from the keyboard alone: arrows move the pick, Enter places the bet.
  await popup.getByRole('radio', { name: 'Banker' }).focus();
  await popup.keyboard.press('ArrowRight');
  await expect(popup.getByRole('radio', { name: 'Player' })).toBeChecked();
  await popup.getByTestId('vendor-play').focus();
  await popup.keyboard.press('Enter');
  await expect(popup.getByTestId('vendor-status')).toHaveText(/You won|No win/, { timeout: 25_000 });
});

const TRIAL = /^(Free trial of|免费试玩) Dragon Fishing$/;
test('free play: a visitor is asked to log in; a member plays fish with play money, in Chinese at 390 px', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The lobby's rule (spec 001 §4): even a free trial needs a session, so a visitor gets the login prompt.
  await page.goto(`${DEMO_URL}/fish`);
  await page.getByRole('button', { name: 'JDB Fishing' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: TRIAL }).click();
  await expect(page.getByRole('dialog', { name: /请先登录|Please log in/ })).toBeVisible();

  await signInFast(page, 'player01', { language: 'CN' });
  const before = await walletMain(page);
  await page.goto(`${DEMO_URL}/fish`);
  await page.getByRole('button', { name: '进入 JDB Fishing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: TRIAL }).click();
  await expect(page).toHaveURL(/\/trial\?gameType=/);
  expect(await page.locator('iframe').first().getAttribute('src')).toContain('mode=trial');
  const game = page.frameLocator('iframe').first();
  await expect(game.getByRole('heading', { level: 1 })).toHaveText('捕鱼射手');
  await expect(game.getByTestId('vendor-balance')).toContainText('2000.00');
  await game.getByTestId('vendor-play').click();
  await expect(game.getByTestId('vendor-status')).toHaveText(/您赢得|本局未中奖/, { timeout: 15_000 });
  expect(await game.locator('body').evaluate((b) => b.scrollWidth)).toBeLessThanOrEqual(390);
  // Play money only: the wallet did not move.
  expect(await walletMain(page)).toBe(before);
});
