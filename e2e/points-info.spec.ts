import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { signInFast } from './session';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const DIR = '/tmp/shots-h-cdn';
const TEXT = {
  EN: 'Earn 1 point for every 100 staked on slots, live casino and sports.\nSpend points on rewards in this mall.',
  CN: '老虎机、真人视讯和体育每投注 100 元可获得 1 积分。\n积分可在本商城兑换奖品。',
};

async function setInfo(page: Page, items: { language: string; content: string }[]) {
  const res = await page.request.put(`${DEMO_URL}/ops/merchants/demo/points/info`, { headers: ops, data: { items } });
  expect(res.ok()).toBe(true);
}

async function openMall(page: Page, language: string) {
  await page.addInitScript((lang) => localStorage.setItem('hisLang', lang), language);
  await page.goto(`${DEMO_URL}/pointMall`);
}

/** Spec 001 §7 "info icon" (ADR 056): the operator's explanation behind an (i) next to the balance. */
test.describe('points info (i)', () => {
  test.afterAll(async ({ request }) => {
    await request.put(`${DEMO_URL}/ops/merchants/demo/points/info`, {
      headers: ops,
      data: { items: ['CN', 'EN'].map((language) => ({ language, content: '' })) },
    });
  });

  test('empty state, then the text set through the ops API; keyboard opens and Escape closes', async ({ page }) => {
    await setInfo(page, [
      { language: 'EN', content: '' },
      { language: 'CN', content: '' },
    ]);
    await openMall(page, 'EN');
    const button = page.getByRole('button', { name: 'About points' });
    await button.click();
    await expect(page.getByTestId('points-info-empty')).toHaveText('No explanation of points has been set yet.');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('points-info')).toBeHidden();
    await expect(button).toBeFocused();

    await setInfo(page, [
      { language: 'EN', content: TEXT.EN },
      { language: 'CN', content: TEXT.CN },
    ]);
    await page.reload();
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'How to earn and use points' });
    await expect(dialog).toContainText('Earn 1 point for every 100 staked');
    await expect(dialog).toContainText('Spend points on rewards');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("sits next to a member's point balance", async ({ page }) => {
    await setInfo(page, [{ language: 'EN', content: TEXT.EN }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInFast(page, 'player01');
    await page.goto(`${DEMO_URL}/pointMall`);
    const main = page.locator('main');
    const balance = main.getByTestId('point-balance');
    await expect(balance).toBeVisible();
    const button = main.getByTestId('points-info-button');
    const [b, i] = [await balance.boundingBox(), await button.boundingBox()];
    // same row, right after the balance
    expect(b && i && Math.abs(b.y + b.height / 2 - (i.y + i.height / 2)) < 8 && i.x > b.x).toBe(true);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'How to earn and use points' })).toContainText('Spend points');
    await shot(page, { animations: 'disabled', path: `${DIR}/points-info-member-en-1280.png` });
  });

  for (const [language, name, title] of [
    ['EN', 'About points', 'How to earn and use points'],
    ['CN', '积分说明', '如何获得和使用积分'],
  ] as const) {
    for (const width of [1280, 390]) {
      test(`${language} at ${width} px`, async ({ page }) => {
        await setInfo(page, [
          { language: 'EN', content: TEXT.EN },
          { language: 'CN', content: TEXT.CN },
        ]);
        await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
        await openMall(page, language);
        await page.getByRole('button', { name }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toContainText(TEXT[language].split('\n')[1] as string);
        // the popover stays inside a phone's screen
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        await shot(page, { animations: 'disabled', path: `${DIR}/points-info-${language.toLowerCase()}-${width}.png` });
      });
    }
  }
});
