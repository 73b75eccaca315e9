import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { followServerClock } from './clock';
import { encryptedBody, registerDemoMember } from './members';
import { DEMO_URL } from './playwright.config';
import { shot } from './screens';
import { signInFast } from './session';

// Issue 27 / ADR 065. Members of this spec's own: a limit or a time-out on player01 would change
// every later spec on the same server.
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;

test('a member sets a daily loss limit, loses up to it in the house slot and is refused with the message', async ({ page }, info) => {
  test.setTimeout(180_000);
  const username = `sgl${unique()}`;
  await registerDemoMember(page.request, username, '50');
  await signInFast(page, username);
  await page.goto(`${DEMO_URL}/member?page=saferGambling`);
  const row = page.getByTestId('sg-loss-day');
  await row.getByRole('textbox', { name: 'Daily loss limit' }).fill('3');
  await row.getByRole('button', { name: 'Set Daily loss limit' }).click();
  await expect(page.getByTestId('sg-loss-day-left')).toContainText('3.00');
  await shot(page, { path: info.outputPath('safer-gambling-en.png'), fullPage: true });
  const axe = await new AxeBuilder({ page }).include('[data-testid="safer-gambling"]').analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // A phone: every control still fits the 390 px width (nothing scrolls sideways).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, { path: info.outputPath('safer-gambling-en-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`${DEMO_URL}/house/arcadia-slot`);
  await expect(page.getByTestId('house-mode')).toHaveText('Real money');
  await page.getByTestId('house-bet').selectOption('1.00');
  // Wins give stakes back to the loss allowance, so spin until the next stake would pass it. A slot's
  // wins are a random walk: 80 spins at the button now and then ended above the limit (a CI failure
  // after 80 spins), so after ten at the button the member's own API spins go on, quickly, until one
  // is refused, and the button's next spin must then be refused with the message.
  const spin = async () => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/wps/house/slot/spin'));
    await page.getByRole('button', { name: 'Spin' }).click();
    const body = await (await answer).json();
    if (body.success) await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();
    return body as { success: boolean; errorCode: string | null };
  };
  let refused: { success: boolean; errorCode: string | null } | null = null;
  for (let i = 0; i < 10 && !refused; i++) {
    const body = await spin();
    if (!body.success) refused = body;
  }
  if (!refused) {
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const headers = { merchant: 'demo', device: 'web', language: 'EN', authorization: `Bearer ${token}` };
    for (let i = 0; i < 3_000; i++) {
      const data = { amount: '1.00', key: `sg-loss-${username}-${i}` };
      const body = await (await page.request.post(`${DEMO_URL}/wps/house/slot/spin`, { headers, data })).json();
      if (!body.success) break;
    }
    refused = await spin();
  }
  expect(refused?.errorCode).toBe('sg_bet_limit_reached');
  await expect(page.getByText(/This bet would go over the limit you set/).first()).toBeVisible();

  // The page shows what is left: less than the 1.00 stake that no longer fits.
  await page.goto(`${DEMO_URL}/member?page=saferGambling`);
  const shown = page.getByTestId('sg-loss-day-left');
  await expect(shown).toContainText('left');
  const left = Number(/([\d.]+) left/.exec((await shown.textContent()) ?? '')?.[1]);
  expect(left).toBeGreaterThanOrEqual(0);
  expect(left).toBeLessThan(1);
});

test('a member takes a time-out: signed out at once, and sign-in is refused with the localised message', async ({ page }) => {
  const username = `sgo${unique()}`;
  await registerDemoMember(page.request, username);
  await signInFast(page, username);
  await page.goto(`${DEMO_URL}/member?page=saferGambling`);
  await page.getByTestId('sg-timeout-take').click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('A time-out of 1 day');
  await dialog.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page.locator('header').getByTestId('wallet-balance')).toHaveCount(0, { timeout: 15_000 });

  const headers = { merchant: 'demo', language: 'CN', device: 'web', 'device-id': randomUUID() };
  const data = await encryptedBody(page.request, DEMO_URL, headers, { type: 'username', username, password: 'abc12345' });
  const res = await (await page.request.post(`${DEMO_URL}/wps/session/login`, { headers, data })).json();
  expect(res).toMatchObject({ success: false, errorCode: 'sg_excluded' });
  expect(res.message).toContain('冷静期');
});

/**
 * The page has read the member's interval and set its timer: a fast-forward before that moves the
 * clock past a timer not yet set, which is then set a whole interval later (a CI flake). The timer is
 * set in the same task as the answer is read, so one frame after the answer it is there.
 */
async function realityCheckScheduled(page: Page): Promise<void> {
  const answer = await page.waitForResponse((r) => r.url().endsWith('/wps/safer-gambling/reality-check') && r.request().method() === 'GET');
  await answer.finished();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test('the reality check also comes up over a vendor’s game frame and an in-house game page', async ({ page }, info) => {
  test.setTimeout(120_000);
  const username = `sgr${unique()}`;
  await registerDemoMember(page.request, username, '50');
  await followServerClock(page);
  await signInFast(page, username);
  await page.goto(`${DEMO_URL}/member?page=saferGambling`);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { merchant: 'demo', device: 'web', language: 'EN', authorization: `Bearer ${token}` };
  const chose = await page.request.put(`${DEMO_URL}/wps/safer-gambling/reality-check`, { headers, data: { minutes: 15 } });
  expect((await chose.json()).success).toBe(true);

  // A vendor's game, framed in /seamless.
  let scheduled = realityCheckScheduled(page);
  await page.goto(`${DEMO_URL}/live`);
  await page.getByRole('button', { name: 'Open Evo Live' }).click();
  await expect(page).toHaveURL(/\/seamless\?gameType=/);
  await expect(page.locator('iframe[title="Evo Live game"]')).toBeVisible();
  await scheduled;
  await page.clock.fastForward('15:00');
  const dialog = page.getByTestId('reality-check');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Reality check' })).toBeVisible();
  await shot(page, { path: info.outputPath('reality-check-vendor-frame.png') });
  // Keep playing sets the next timer with a fresh read of the interval: that read is awaited here, or
  // the wait below could take its answer for the next page's (a CI failure: "execution context was
  // destroyed" as the page navigated).
  scheduled = realityCheckScheduled(page);
  await page.getByRole('button', { name: 'Keep playing' }).click();
  await expect(dialog).toBeHidden();
  await scheduled;

  // An in-house game page.
  scheduled = realityCheckScheduled(page);
  await page.goto(`${DEMO_URL}/house/arcadia-slot`);
  await expect(page.getByTestId('house-mode')).toHaveText('Real money');
  await scheduled;
  await page.clock.fastForward('15:00');
  await expect(dialog).toBeVisible();
  await shot(page, { path: info.outputPath('reality-check-house-game.png') });
});
