import { expect, type Page } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';

/** Shared by the Originals' specs: the header balance in cents, and player01 given money for a game. */
export const headerBalance = (page: Page) => page.locator('header').first().getByTestId('wallet-balance-amount');
export const cents = (text: string | null) => Math.round(Number(/-?\d[\d,]*(?:\.\d+)?/.exec(text ?? '')?.[0].replace(/,/g, '')) * 100);

/** Credits player01 50 through the ops API (no pop-up), keyed for this run. */
export async function fundPlayer01(page: Page, game: string): Promise<void> {
  const funded = await page.request.post(`${DEMO_URL}/ops/merchants/demo/members/player01/adjust`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: { amount: '50', key: `e2e-${game}-${Date.now()}`, remarks: `e2e ${game}`, popup: false },
  });
  expect(funded.ok()).toBe(true);
}
