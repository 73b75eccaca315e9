import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { advanceClock, followServerClock, serverNow } from './clock';
import { registerDemoMember } from './members';
import { closeNotices } from './notices';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage } from './session';

const header = (page: Page) => page.locator('header').first();
const balance = (page: Page) => header(page).getByTestId('wallet-balance-amount');

async function signIn(page: Page, language = 'EN', username = 'player01') {
  // The countdowns compare the server's close times with the page's clock: the server's it is (ADR 046).
  await followServerClock(page);
  // The form, not the saved session (e2e/session.ts): this spec was not seen passing with it on the
  // loaded machine (ADR 052), so it keeps what it had.
  await page.goto(`${DEMO_URL}/login`);
  await page.locator('html[lang]').waitFor();
  await chooseLanguage(page, language);
  await page.getByRole('textbox', { name: /^Username|^用户名/ }).fill(username);
  await page.getByLabel(/^Password|^密码/).fill('abc12345');
  await page
    .locator('form')
    .getByRole('button', { name: /^(Log in|登录)$/ })
    .click();
  await expect(page).toHaveURL(`${DEMO_URL}/index`);
  await closeNotices(page);
}

async function fund(page: Page, tag: string) {
  const res = await page.request.post(`${DEMO_URL}/ops/merchants/demo/members/player01/adjust`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: { amount: '500', key: `e2e-lottery-${tag}-${Date.now()}`, remarks: 'e2e lottery', popup: false },
  });
  expect(res.ok()).toBe(true);
}

const centsOf = (text: string) => Math.round(Number(/-?\d[\d,]*(?:\.\d+)?/.exec(text)?.[0].replace(/,/g, '') ?? Number.NaN) * 100);
async function headerCents(page: Page): Promise<number> {
  await expect(balance(page)).toHaveAttribute('aria-label', /\d/);
  return centsOf((await balance(page).textContent()) ?? '');
}

type Near = { previous: { status: string } | null; current: { numero: string; drawAt: string; closeAt: string } };
async function near(page: Page, gameCode: string): Promise<Near> {
  return (await (await page.request.get(`${DEMO_URL}/lgw/numeros/near?gameCode=${gameCode}`)).json()).value as Near;
}

/**
 * While the open numero is about to close (the demo SSC closes 10 s before each minute's draw), the
 * server's clock moves on to the next numero's betting instead of the test waiting for it (ADR 046).
 * The page's countdown says so too before the bet.
 */
async function awayFromLock(page: Page, gameCode = 'SSC1') {
  const { current } = await near(page, gameCode);
  if (new Date(current.closeAt).getTime() - (await serverNow(page.request)) < 15_000) await drawNumero(page, gameCode);
  const timer = page.getByRole('timer').first();
  await expect
    .poll(
      async () => {
        const [h, m, s] = ((await timer.textContent()) ?? '').split(':').map(Number);
        return Number.isFinite(s) ? h! * 3600 + m! * 60 + s! : 0;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(12);
}

/** A numero of `gameCode` (by default the one open now) is drawn: the server's clock moves to just past its draw. */
async function drawNumero(page: Page, gameCode: string, numero?: string) {
  const draw = numero
    ? ((await (await page.request.get(`${DEMO_URL}/lgw/draw?gameCode=${gameCode}&numero=${numero}`)).json()).value[0] as Near['current'])
    : (await near(page, gameCode)).current;
  await advanceClock(page.request, new Date(draw.drawAt).getTime() - (await serverNow(page.request)) + 500, [page]);
}

/** Trend charts need one drawn numero: draws the open one when a fresh server has none yet. */
async function ensureDrawn(page: Page, gameCode: string) {
  if ((await near(page, gameCode)).previous?.status !== 'drawn') await drawNumero(page, gameCode);
}

/** Page elements wider than the phone viewport (the shell header is not this feature's: it overflows by 3 px in CN with a balance). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest('[class*="tableWrap"]') && !el.closest('header'))
      .map((el) => `${el.tagName}.${String(el.className).slice(0, 60)} ${el.textContent?.slice(0, 40)}`)
      .slice(0, 5);
  });

async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'page-has-heading-one')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
}

test.describe('lottery', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the demo player picks SSC in /lott, bets, waits for the draw, sees the result and the balance move', async ({ page }, info) => {
    test.setTimeout(120_000);
    await fund(page, 'ssc');
    await signIn(page);
    await page.goto(`${DEMO_URL}/lott`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Play Speed SSC' }).click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=SSC1&playType=FIVE_STRAIGHT/);
    await expect(page.getByRole('heading', { level: 1, name: 'Speed SSC' })).toBeVisible();
    await page.getByRole('button', { name: 'Big / Small' }).click();
    await page.getByRole('button', { name: 'Big', exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('10');
    await page.getByRole('button', { name: 'Add to slip' }).click();
    await awayFromLock(page);
    const before = await headerCents(page);
    await page.getByRole('button', { name: 'Place bets' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Total 10.00');
    const answer = page.waitForResponse((r) => r.url().endsWith('/lgw/bets') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const ticket = (await (await answer).json()).value.bets[0] as { numero: string; id: number };
    await expect(page.getByRole('status').filter({ hasText: 'placed' })).toContainText(`1 ticket placed on ${ticket.numero}`);
    await expect.poll(() => headerCents(page)).toBe(before - 1000);
    // The confirmation fades out (Mantine's exit transition) and stays mounted while it does: a scan
    // then reads its half-transparent text as too little contrast. The bet can be answered before the
    // fade ends (seen at 420 ms after the click, the dialog still there), so the scan waits for what
    // the member sees: the dialog gone.
    await expect(dialog).toBeHidden();
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, { path: info.outputPath('lottery-betting-en-1280.png'), fullPage: true });

    // The draw: up to a minute away on the demo cadence, so the server's clock moves there (ADR 046).
    // The ticket settles and the result shows.
    await drawNumero(page, 'SSC1', ticket.numero);
    const row = page.getByTestId('my-bets').getByRole('row').filter({ hasText: ticket.numero });
    await expect(row.getByText(/^(Won|Lost)$/)).toBeVisible({ timeout: 20_000 });
    const won = (await row.getByText(/^(Won|Lost)$/).textContent()) === 'Won';
    await expect(page.getByTestId('last-result')).toContainText(ticket.numero, { timeout: 20_000 });
    await expect(page.getByTestId('last-result').getByRole('img')).toBeVisible();
    await expect.poll(() => headerCents(page), { timeout: 20_000 }).toBe(before - 1000 + (won ? 1960 : 0));
    await shot(page, { path: info.outputPath('lottery-result-en-1280.png'), fullPage: true });
  });

  test('quick bet places 5 random numbers; the trend chart renders from history', async ({ page }, info) => {
    test.setTimeout(120_000);
    await fund(page, 'quick');
    await signIn(page);
    await page.goto(`${DEMO_URL}/lott`);
    const quick = page.getByRole('region', { name: 'Quick bet' });
    await quick.getByLabel('Lottery').selectOption('11X5F');
    const answer = page.waitForResponse((r) => r.url().endsWith('/lgw/bets') && r.request().method() === 'POST');
    await quick.getByRole('button', { name: 'Bet these numbers' }).click();
    const bet = (await (await answer).json()).value.bets[0] as { playType: string; selection: string };
    expect(bet.playType).toBe('ANY5');
    const numbers = bet.selection.split(',');
    expect(numbers).toHaveLength(5);
    expect(new Set(numbers).size).toBe(5);
    expect(numbers.every((n) => /^(0[1-9]|1[01])$/.test(n))).toBe(true);
    await expect(quick.getByRole('status')).toContainText(numbers.join(' '));
    await quick.getByLabel('Lottery').selectOption('SSC1');
    await quick.getByRole('button', { name: 'New numbers' }).click();
    await expect(quick.getByTestId('quick-numbers').locator('span')).toHaveCount(5);
    await shot(page, { path: info.outputPath('lottery-lobby-en-1280.png'), fullPage: true });

    await ensureDrawn(page, 'SSC1');
    await page.getByRole('link', { name: 'Trend of Speed SSC' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Speed SSC trend chart' })).toBeVisible();
    const grid = page.getByTestId('trend-grid');
    await expect(grid).toBeVisible({ timeout: 20_000 });
    expect(await grid.locator('tbody tr').count()).toBeGreaterThan(0);
    // Each drawn row highlights exactly one digit per position (5 positions).
    await expect(grid.locator('tbody tr').first().locator('span[class*="hit"]')).toHaveCount(5);
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, { path: info.outputPath('lottery-trend-en-1280.png'), fullPage: true });
  });
});

test('the floating mini-game on a game page opens the quick bet, by keyboard too, and places a ticket', async ({ page, request }, info) => {
  test.setTimeout(60_000);
  const username = `lotto${String(Date.now()).slice(-8)}`;
  await registerDemoMember(request, username, '100');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'EN', username);
  const remain = async () =>
    ((await (await request.get(`${DEMO_URL}/lgw/games`)).json()).value as { code: string; remainTime: number }[]).find(
      (g) => g.code === 'SSC1',
    )!.remainTime;
  // The ticket below must land before SSC1's numero closes, and the panel bets on the numero it
  // loaded (it has no timer to read): with under 30 s left, the server's clock moves past the draw to
  // a fresh numero before the panel loads it, rather than the test waiting for it (ADR 046).
  if ((await remain()) < 30) await drawNumero(page, 'SSC1');
  // Spec 001 §7 "mini-game script: versioned static path": its code is a file named by its content's
  // hash, cached for good; a new version is a new name (ADR 060).
  const script = page.waitForResponse((r) => /^\/assets\/MiniGame-[\w-]+\.js$/.test(new URL(r.url()).pathname));
  await page.goto(`${DEMO_URL}/electron`);
  const mini = page.getByRole('button', { name: 'Quick lottery' });
  await expect(mini).toBeVisible();
  expect((await script).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Arrow keys move it (and it stays on screen); the place is remembered across pages.
  await mini.focus();
  const start = (await mini.boundingBox())!;
  for (let i = 0; i < 40; i++) await page.keyboard.press('Shift+ArrowRight');
  const moved = (await mini.boundingBox())!;
  expect(moved.x).toBeGreaterThan(start.x - 1);
  expect(moved.x + moved.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Shift+ArrowUp');
  const placed = (await mini.boundingBox())!;
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Quick lottery' });
  await expect(dialog.getByRole('region', { name: 'Quick bet' })).toBeVisible();
  await shot(page, { path: info.outputPath('lottery-mini-en-390.png') });
  await dialog.getByLabel('Lottery').selectOption('SSC1');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('3');
  // Not in the last seconds before SSC1's numero closes.
  expect(await remain()).toBeGreaterThanOrEqual(8);
  const answer = page.waitForResponse((r) => r.url().endsWith('/lgw/bets') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Bet these numbers' }).click();
  const bet = (await (await answer).json()).value.bets[0] as { playType: string; selection: string };
  expect(bet.playType).toBe('FIVE_STRAIGHT');
  await expect(dialog.getByRole('status')).toContainText(bet.selection.replaceAll(',', ' '));
  await expect.poll(() => headerCents(page)).toBe(9700);
  await page.keyboard.press('Escape');
  await page.goto(`${DEMO_URL}/fish`);
  await expect(page.getByRole('button', { name: 'Quick lottery' })).toBeVisible();
  expect((await page.getByRole('button', { name: 'Quick lottery' }).boundingBox())!.y).toBeCloseTo(placed.y, 0);
});

test.describe('lottery at 390 px and in Chinese', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lobby, betting page and trend chart fit a phone, in CN and EN', async ({ page }, info) => {
    test.setTimeout(90_000);
    await signIn(page, 'CN');
    for (const [lang, title] of [
      ['cn', '彩票'],
      ['en', 'Lottery'],
    ] as const) {
      if (lang === 'en') await chooseLanguage(page, 'EN');
      await page.goto(`${DEMO_URL}/lott`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('timer').first()).toBeVisible();
      expect(await overflowing(page)).toEqual([]);
      await shot(page, { path: info.outputPath(`lottery-lobby-${lang}-390.png`), fullPage: true });
      await page.goto(`${DEMO_URL}/lottery?gameCode=SSC1&playType=FIVE_STRAIGHT`);
      await expect(page.getByRole('timer')).toBeVisible();
      expect(await overflowing(page)).toEqual([]);
      await shot(page, { path: info.outputPath(`lottery-betting-${lang}-390.png`), fullPage: true });
    }
    await page.goto(`${DEMO_URL}/lotto/t2/games/trendChart/999999`);
    await expect(page.getByText('Coming soon, stay tuned.')).toBeVisible();
  });

  test('CN at 1280: betting page and trend chart', async ({ page }, info) => {
    test.setTimeout(100_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await followServerClock(page);
    await page.goto(`${DEMO_URL}/login`);
    await page.locator('html[lang]').waitFor();
    await chooseLanguage(page, 'CN');
    await page.goto(`${DEMO_URL}/lottery?gameCode=11X5F&playType=ANY2`);
    await expect(page.getByRole('heading', { level: 1, name: '极速11选5' })).toBeVisible();
    await shot(page, { path: info.outputPath('lottery-betting-cn-1280.png'), fullPage: true });
    await ensureDrawn(page, 'SSC1');
    await page.goto(`${DEMO_URL}/lott`);
    await page.getByRole('link', { name: '极速时时彩 走势' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '极速时时彩 走势图' })).toBeVisible();
    await expect(page.getByTestId('trend-grid')).toBeVisible({ timeout: 20_000 });
    await shot(page, { path: info.outputPath('lottery-trend-cn-1280.png'), fullPage: true });
  });
});
