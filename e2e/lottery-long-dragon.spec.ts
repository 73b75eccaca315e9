import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { advanceClock } from './clock';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage } from './session';

type Run = { gameCode: string; playType: string; value: string; length: number; lastNumero: string };

async function board(page: Page): Promise<Run[]> {
  const res = await page.request.get(`${DEMO_URL}/lgw/games/long_dragon?min=3`);
  return (await res.json()).value as Run[];
}

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

test.describe('lottery: the long-dragon board and the live draw link (issue 25, ADR 059)', () => {
  test('the board shows the runs the server counts, opens from the lobby, and links to betting on that play type', async ({ page }) => {
    // Slow for a reason: draws are made one clock move at a time until a run of 3 exists (usually 1-4 moves).
    test.setTimeout(60_000);
    // Draws by moving the server's clock a minute at a time until some run reaches 3: at any moment a
    // game's BIG_SMALL run is 3 or longer with probability 1/4, so 40 draws miss with odds below 1e-9.
    let runs = await board(page);
    for (let i = 0; i < 40 && !runs.length; i++) {
      await advanceClock(page.request, 60_000);
      runs = await board(page);
    }
    expect(runs.length, 'a run of 3 within 40 draws').toBeGreaterThan(0);

    await page.goto(`${DEMO_URL}/lott`);
    await chooseLanguage(page, 'EN');
    await page.getByRole('link', { name: 'Long dragon board' }).click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=long_dragon$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Long dragon' })).toBeVisible();
    await expect(page.getByText('Past draws do not change the odds of the next one.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Long dragon' });
    // The server's clock keeps flowing between moves, so a real draw may change the board while the
    // page loads: read both again until they agree, moving the clock on if the run broke meanwhile.
    let first: Run | undefined;
    await expect(async () => {
      const shown = await board(page);
      if (!shown.length) {
        await advanceClock(page.request, 60_000);
        throw new Error('the run broke: draw again');
      }
      await page.reload();
      await expect(list.getByRole('listitem')).toHaveCount(shown.length, { timeout: 10_000 });
      const card = list.getByRole('listitem').first();
      await expect(card).toContainText(`${shown[0]!.length} in a row`, { timeout: 1_000 });
      await expect(card).toContainText(shown[0]!.lastNumero, { timeout: 1_000 });
      first = shown[0];
    }).toPass({ timeout: 40_000 });
    const play = first!.playType === 'BIG_SMALL' ? 'Big / Small' : 'Odd / Even';
    await list
      .getByRole('listitem')
      .first()
      .getByRole('link', { name: new RegExp(`^Bet ${play.replace('/', '\\/')} on `) })
      .click();
    await expect(page).toHaveURL(new RegExp(`gameCode=${first!.gameCode}&playType=${first!.playType}`));
  });

  for (const pair of [
    [
      [1280, 'EN'],
      [390, 'CN'],
    ],
    [
      [1280, 'CN'],
      [390, 'EN'],
    ],
  ] as const)
    test(`at ${pair.map(([w, l]) => `${w} px in ${l}`).join(' and ')}: fits, reads, passes axe`, async ({ page }) => {
      for (const [width, language] of pair) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(`${DEMO_URL}/lottery?gameCode=long_dragon`);
        await chooseLanguage(page, language);
        await expect(page.getByRole('heading', { level: 1, name: language === 'EN' ? 'Long dragon' : '长龙' })).toBeVisible();
        await expect(
          page.getByRole('status').or(page.getByRole('list', { name: language === 'EN' ? 'Long dragon' : '长龙' })),
        ).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
        await axeClean(page);
        if (process.env.E2E_SCREENS)
          await shot(page, { path: `test-results/screens/long-dragon-${width}-${language}.png`, fullPage: true });
      }
    });

  test('an operator sets a live stream for SSC5; the betting page links to it in a new tab; removing it hides the link', async ({
    page,
  }) => {
    const set = (liveVideoUrl: string | null) =>
      page.request.post(`${DEMO_URL}/ops/merchants/demo/lottery/games/SSC5/settings`, {
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        data: { liveVideoUrl },
      });
    expect((await set('http://plain.example.com/live')).ok()).toBe(false);
    expect((await set('https://live.example.com/ssc5')).ok()).toBe(true);
    await page.goto(`${DEMO_URL}/lottery?gameCode=SSC5&playType=BIG_SMALL`);
    await chooseLanguage(page, 'EN');
    await expect(page.getByRole('heading', { level: 1, name: 'SSC 5 min' })).toBeVisible({ timeout: 15_000 });
    const live = page.getByRole('link', { name: /^Watch the .* draw live \(opens in a new tab\)$/ });
    await expect(live).toHaveAttribute('href', 'https://live.example.com/ssc5');
    await expect(live).toHaveAttribute('target', '_blank');
    await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
    expect((await set(null)).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /draw live/ })).toHaveCount(0);
  });
});
