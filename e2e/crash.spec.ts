import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACME_URL, DEMO_URL, OPS_TOKEN } from './playwright.config';
import { chooseLanguage, signInFast } from './session';

/**
 * Issue 26, Arcadia Crash (ADR 069): two browsers, two players, one merchant-wide round. player01
 * cashes out while the multiplier runs, agent01 keeps the bet and busts; both boards show it.
 */
// A round runs until its bust: at most 10,000x, which the multiplier reaches after ln(10^4)/0.00006 ≈ 154 s.
test.setTimeout(600_000);

async function player(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const funded = await page.request.post(`${DEMO_URL}/ops/merchants/demo/members/${account}/adjust`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: { amount: '50', key: `e2e-crash-${account}-${Date.now()}`, remarks: 'e2e crash', popup: false },
  });
  expect(funded.ok()).toBe(true);
  await signInFast(page, account);
  await page.goto(`${DEMO_URL}/house/arcadia-crash`);
  await expect(page.getByRole('heading', { name: 'Arcadia Crash' })).toBeVisible();
  return page;
}

const bet = async (page: Page) => {
  const res = page.waitForResponse((r) => r.url().endsWith('/wps/house/crash/bet'));
  await page.getByTestId('crash-bet').click();
  return (await (await res).json()) as { success: boolean; value: { roundId: number } | null };
};

test('two players in one round: one cashes out, one busts', async ({ browser }) => {
  const a = await player(browser, 'player01');
  const b = await player(browser, 'agent01');
  let done = false;
  for (let attempt = 0; attempt < 6 && !done; attempt++) {
    // both bet during the same countdown
    await expect(a.getByTestId('crash-countdown')).toBeVisible({ timeout: 30_000 });
    await expect(a.getByTestId('crash-bet')).toBeEnabled();
    await expect(b.getByTestId('crash-bet')).toBeEnabled();
    const [ra, rb] = await Promise.all([bet(a), bet(b)]);
    if (!(ra.success && rb.success && ra.value?.roundId === rb.value?.roundId)) continue;
    await expect(a.getByTestId('crash-players').getByRole('row')).toHaveCount(2);
    // the multiplier runs: player01 cashes out at once; a 1.00x bust refuses it and we play again
    const cashout = a.getByTestId('crash-cashout');
    await expect(cashout).toBeEnabled({ timeout: 15_000 });
    const res = a.waitForResponse((r) => r.url().endsWith('/wps/house/crash/cashout'));
    await cashout.click();
    const answer = (await (await res).json()) as { success: boolean; value: { multiplier: string } | null };
    await expect(b.getByText('Busted', { exact: true }).first()).toBeVisible({ timeout: 170_000 });
    if (!answer.success) continue;
    await expect(a.getByText(new RegExp(`Cashed out at ${answer.value!.multiplier.replace('.', '\\.')}x`))).toBeVisible();
    await expect(b.getByTestId('crash-players')).toContainText(`${answer.value!.multiplier}x`);
    await expect(b.getByText(/Busted at \d+\.\d\dx/)).toBeVisible();
    done = true;
  }
  expect(done).toBe(true);
});

test('a visitor plays demo credits in the shared round and checks a bust in the browser', async ({ page }) => {
  await page.goto(`${DEMO_URL}/house/arcadia-crash`);
  await chooseLanguage(page, 'EN');
  await expect(page.getByRole('heading', { name: 'Arcadia Crash' })).toBeVisible();
  const credits = page.getByTestId('crash-trial').getByTestId('house-balance');
  await expect(credits).toHaveText(/^\d/, { timeout: 15_000 });
  const start = Number(await credits.textContent());
  let round: number | null = null;
  for (let attempt = 0; attempt < 4 && round === null; attempt++) {
    await expect(page.getByTestId('crash-bet')).toBeEnabled({ timeout: 30_000 });
    const answer = await bet(page);
    if (answer.success) round = answer.value!.roundId;
  }
  expect(round).not.toBeNull();
  // The stake came off the demo credits; the visitor's row is marked as trial.
  await expect(credits).toHaveText((start - 10).toFixed(2));
  await expect(page.getByTestId('crash-players')).toContainText('trial');
  // The round busts (the visitor keeps the bet): its bust is checked against the commitment in this browser.
  await expect(page.getByText(/Busted at \d+\.\d\dx/)).toBeVisible({ timeout: 170_000 });
  const busted = (await page.getByText(/Busted at \d+\.\d\dx/).textContent())!.match(/(\d+\.\d\d)x/)![1]!;
  await page
    .getByRole('button', { name: `Check the round that busted at ${busted}x` })
    .first()
    .click();
  const result = page.getByTestId('crash-verify-result');
  await expect(result).toContainText(`Crash point: ${busted}x`);
  await expect(result).toContainText('leads back to the published commitment');
});

test('the trial board and the check read on the light brand at 390 px (axe)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${ACME_URL}/house/arcadia-crash`);
  await expect(page.getByTestId('crash-trial').getByTestId('house-balance')).toHaveText(/^\d/, { timeout: 15_000 });
  // A click that lands just after the countdown is refused; the next countdown takes it.
  let placed = false;
  for (let attempt = 0; attempt < 4 && !placed; attempt++) {
    await expect(page.getByTestId('crash-bet')).toBeEnabled({ timeout: 30_000 });
    placed = (await bet(page)).success;
  }
  expect(placed).toBe(true);
  await expect(page.getByTestId('crash-players').getByRole('row')).not.toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
