import { expect, test } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const api = { merchant: 'demo', device: 'web', language: 'EN' };

/** ADR 044: with UPDATEMOBILEICC3 off the sign-in offers no country code, and the API takes only the merchant's. */
test('UPDATEMOBILEICC3 off: the mobile sign-in tabs have no country code; another code is refused', async ({ page, request }) => {
  await request.put(`${DEMO_URL}/ops/merchants/demo/flags`, { headers: ops, data: { UPDATEMOBILEICC3: false } });
  try {
    await page.goto(`${DEMO_URL}/login`);
    await page.locator('html[lang]').waitFor();
    await page.locator('header select').first().selectOption('EN');
    for (const tab of ['Mobile number', 'SMS code']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('textbox', { name: /^Mobile number/ })).toBeVisible();
      await expect(page.getByLabel(/^Country code/)).toHaveCount(0);
    }
    // The form sends the merchant's code, which the server accepts.
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill('13800000077');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText(/Code sent/)).toBeVisible();

    const foreign = await request.post(`${DEMO_URL}/wps/verification/sms/noLogin`, {
      headers: api,
      data: { mobileNum: '13800000078', countryDialingCode: '1' },
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toMatchObject({
      success: false,
      errorCode: 'feature_disabled',
      message: 'This feature is not available.',
    });
  } finally {
    await request.put(`${DEMO_URL}/ops/merchants/demo/flags`, { headers: ops, data: { UPDATEMOBILEICC3: true } });
  }
});
