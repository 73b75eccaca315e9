import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { signInFast } from './session';

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
