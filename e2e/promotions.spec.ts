import { expect, type Page, test } from '@playwright/test';
import { closeNotices } from './notices';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const header = (page: Page) => page.locator('header').first();
const balance = (page: Page) => header(page).getByTestId('wallet-balance-amount');
const carousel = (page: Page) => page.getByTestId('banner-carousel');
const activeSlide = (page: Page) => carousel(page).locator('[data-testid="banner-slide"][data-active="true"]');
/** A 1×1 PNG, the picture a member uploads. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function signIn(page: Page) {
  // The member's saved session (e2e/session.ts, issue 24); the login form has its own tests in sign-in.spec.
  await signInFast(page, 'player01');
  await closeNotices(page);
}

const amountOf = (text: string) => Number(/-?\d[\d,]*(?:\.\d+)?/.exec(text)?.[0].replace(/,/g, '') ?? Number.NaN);
async function readBalance(page: Page): Promise<number> {
  await expect(balance(page)).toHaveAttribute('aria-label', /^Balance: .*\d/);
  return amountOf((await balance(page).textContent()) ?? '');
}
const enUS = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).includes('"ready"') && resolve()));
  });
}

async function promotionsList(page: Page): Promise<{ id: number; title: string }[]> {
  // English titles: the demo's promotions are per language (issue 29) and the default is Chinese.
  return (await (await page.request.get(`${DEMO_URL}/wps/promotions`, { headers: { merchant: 'demo', language: 'EN' } })).json()).value;
}

/** A visitor popup for the length of one test (the demo seeds none: it would cover every visitor's home). */
async function withPopup(page: Page, run: () => Promise<void>) {
  const res = await page.request.post(`${DEMO_URL}/ops/merchants/demo/popups`, {
    headers: ops,
    data: { title: 'Welcome to Arcadia', content: '<p>New here? See <a href="/promotions">all promotions</a>.</p>', execution: 'B' },
  });
  const id = (await res.json()).value.id;
  try {
    await run();
  } finally {
    await page.request.delete(`${DEMO_URL}/ops/merchants/demo/popups/${id}`, { headers: ops });
  }
}

/** Shows banner n (1-based) with its pagination dot, which also pauses the autoplay under the mouse. */
async function showBanner(page: Page, n: number) {
  await carousel(page)
    .getByRole('button', { name: `Show banner ${n}` })
    .click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', `Banner ${n} of 4`);
}

test.describe('banners', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('rotate on their own, and each linkage type goes where it should', async ({ page, context }) => {
    await context.route('https://www.example.com/**', (r) =>
      r.fulfill({ status: 200, contentType: 'text/html', body: '<h1>partner</h1>' }),
    );
    await signIn(page);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Banner 1 of 4');
    await page.mouse.move(0, 0); // not over the carousel, which pauses it
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Banner 2 of 4', { timeout: 4000 });
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Banner 3 of 4', { timeout: 4000 });

    // URL, external: a new tab with the member's username added
    await showBanner(page, 2);
    const [partner] = await Promise.all([context.waitForEvent('page'), activeSlide(page).getByRole('link').click()]);
    expect(new URL(partner.url()).searchParams.get('username')).toBe('player01');
    await partner.close();

    // G: launches the vendor's game (the in-house slot)
    await showBanner(page, 3);
    await activeSlide(page).getByRole('link').click();
    await expect(page).toHaveURL(`${DEMO_URL}/house/arcadia-slot`);

    // P: the promotions page opened at the promotion
    await page.goto(`${DEMO_URL}/index`);
    await showBanner(page, 1);
    await activeSlide(page).getByRole('link').click();
    const deposit = (await promotionsList(page)).find((p) => p.title.startsWith('First deposit'))!;
    await expect(page).toHaveURL(new RegExp(`/promotions\\?t=\\d+#${deposit.id}$`));
    await expect(page.locator(`#promotion-${deposit.id} button[aria-expanded="true"]`)).toBeVisible();
  });

  test('a visitor sees the popup, and an internal URL banner is a route without the username', async ({ page }) => {
    await withPopup(page, async () => {
      await page.goto(`${DEMO_URL}/`);
      await page.locator('html[lang]').waitFor();
      await chooseLanguage(page, 'EN');
      const popup = page.getByRole('dialog', { name: 'Welcome to Arcadia' });
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: 'Close' }).click();
      await showBanner(page, 2);
      expect(await activeSlide(page).getByRole('link').getAttribute('href')).toBe('https://www.example.com/raffle');
      await showBanner(page, 4);
      await activeSlide(page).getByRole('link').click();
      await expect(page).toHaveURL(`${DEMO_URL}/register`);
      // closed stays closed for the session
      await page.goto(`${DEMO_URL}/`);
      await expect(carousel(page)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});

test.describe('promotions page', () => {
  test.beforeAll(async ({ request }) => {
    // Enough promotions above the last one that the page must scroll to reach it.
    for (let i = 1; i <= 8; i++)
      for (const sort of [0, 9])
        await request.post(`${DEMO_URL}/ops/merchants/demo/promotions`, {
          headers: ops,
          data: { title: `Filler ${sort ? 'below' : 'above'} ${i}`, content: `<p>Filler ${i}</p>`, sort },
        });
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])
    test(`a deep link opens the promotion and scrolls it to 150 px from the top (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const birthday = (await promotionsList(page)).find((p) => p.title.startsWith('Birthday'))!;
      await page.goto(`${DEMO_URL}/promotions?t=${Date.now()}#${birthday.id}`);
      const item = page.locator(`#promotion-${birthday.id}`);
      await expect(item.locator('button[aria-expanded="true"]')).toBeVisible();
      await expect.poll(() => item.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 3000 }).toBe(150);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

  test('a query id opens the promotion too', async ({ page }) => {
    const [first] = await promotionsList(page);
    await page.goto(`${DEMO_URL}/promotions?id=${first!.id}`);
    await expect(page.locator(`#promotion-${first!.id} button[aria-expanded="true"]`)).toBeVisible();
  });

  test('a <script> in a promotion never runs, whether the server or the browser cleans it', async ({ page }) => {
    const evil =
      '<p>safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">x</a>';
    const res = await page.request.post(`${DEMO_URL}/ops/merchants/demo/promotions`, {
      headers: ops,
      data: { title: 'Evil', content: evil, sort: -1 },
    });
    const stored = (await res.json()).value;
    expect(stored.content).not.toContain('script');
    await page.goto(`${DEMO_URL}/promotions#${stored.id}`);
    await expect(page.locator(`#promotion-${stored.id}`).getByText('safe text')).toBeVisible();
    // A row that skipped the server's cleaning (an old one, or edited in the database): DOMPurify still holds.
    await page.route('**/wps/promotions', async (route) => {
      const body = await (await route.fetch()).json();
      body.value[0].content = evil;
      await route.fulfill({ json: body });
    });
    await page.goto(`${DEMO_URL}/promotions#${stored.id}`);
    await expect(page.locator(`#promotion-${stored.id}`).getByText('safe text')).toBeVisible();
    const link = page.locator(`#promotion-${stored.id}`).getByText('x', { exact: true });
    expect((await link.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i);
    await link.click();
    // Whatever the click queued has run by the second frame after it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('[data-testid="promotion-content"] script').count()).toBe(0);
  });
});

test.describe('reward application and raffle', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('apply with an image, see PENDING; an operator approves and the toast and balance follow', async ({ page }, info) => {
    const ready = socketReady(page);
    await signIn(page);
    await ready;
    const before = await readBalance(page);
    const deposit = (await promotionsList(page)).find((p) => p.title.startsWith('First deposit'))!;
    await page.goto(`${DEMO_URL}/promotions#${deposit.id}`);
    const item = page.locator(`#promotion-${deposit.id}`);
    await item.getByTestId('promotion-apply').click();
    const modal = page.getByRole('dialog');
    await modal.getByTestId('apply-submit').click();
    await expect(modal.getByRole('alert')).toContainText('at least one picture'); // image required
    await modal.locator('input[type="file"]').setInputFiles({ name: 'deposit.png', mimeType: 'image/png', buffer: PNG });
    await modal.getByLabel('Remarks').fill('Deposit of 100 this morning');
    await modal.getByTestId('apply-submit').click();
    await expect(modal.getByTestId('apply-pending')).toBeVisible();
    await shot(page, { path: info.outputPath('apply-pending.png') });
    await modal.getByRole('button', { name: 'Close' }).last().click();
    await expect(item.getByTestId('promotion-status')).toHaveText('Pending review');

    const apps = (
      await (await page.request.get(`${DEMO_URL}/ops/merchants/demo/reward-applications?status=PENDING`, { headers: ops })).json()
    ).value;
    const mine = apps.find((a: { promotionId: number }) => a.promotionId === deposit.id);
    const approve = () =>
      page.request.post(`${DEMO_URL}/ops/merchants/demo/reward-applications/${mine.id}/approve`, {
        headers: ops,
        data: { bonus: '100', turnoverMultiplier: 10 },
      });
    expect((await (await approve()).json()).success).toBe(true);
    expect((await (await approve()).json()).success).toBe(true); // a retry pays nothing more
    // Other specs leave their own 100.00 notices on player01: pick this bonus's by its title.
    const toast = page.getByRole('alert').filter({ hasText: 'First deposit bonus' });
    await expect(toast).toBeVisible({ timeout: 10_000 });
    await expect(toast).toContainText('100.00');
    await expect(balance(page)).toContainText(enUS(before + 100));
    await expect(item.getByTestId('promotion-status')).toHaveText('Approved');
    await expect(page.getByTestId('my-claim-wagering').first()).toContainText('1000.00');
    await shot(page, { path: info.outputPath('approved.png') });
    // The 1000.00 requirement would block player01's withdrawals in later specs (ADR 023): waive it.
    const waived = await page.request.post(`${DEMO_URL}/ops/merchants/demo/reward-applications/${mine.id}/waive-wagering`, {
      headers: ops,
      data: { remarks: 'e2e: keep player01 free to withdraw' },
    });
    expect((await waived.json()).success).toBe(true);
  });

  test('claim a raffle from the tip and see the prize modal', async ({ page }, info) => {
    await signIn(page);
    const before = await readBalance(page);
    const tip = page.getByTestId('raffle-tip');
    await expect(tip).toBeVisible();
    await tip.getByTestId('raffle-claim').click();
    const modal = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(modal).toBeVisible();
    const won = amountOf((await modal.getByTestId('prize-amount').textContent()) ?? '');
    expect([8.88, 18.88, 88.88]).toContain(won);
    await expect(modal.locator('[data-look="RED_ENVELOPE"]')).toBeVisible();
    await shot(page, { path: info.outputPath('raffle-prize.png') });
    await modal.getByRole('button', { name: 'Great' }).click();
    await expect(balance(page)).toContainText(enUS(before + won));
    await expect(tip).toBeHidden();
  });
});

test.describe('screenshots', () => {
  for (const language of ['EN', 'CN'] as const)
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ])
      test(`home banners and the promotions page, ${language} at ${viewport.width} px`, async ({ page }, info) => {
        await withPopup(page, async () => {
          await page.setViewportSize(viewport);
          await page.goto(`${DEMO_URL}/`);
          await page.locator('html[lang]').waitFor();
          await chooseLanguage(page, language);
          await expect(page.getByRole('dialog')).toBeVisible(); // the visitor popup
          await shot(page, { path: info.outputPath(`popup-${language}-${viewport.width}.png`) });
          await page.getByRole('dialog').getByRole('button').first().click();
          await expect(carousel(page)).toBeVisible();
          if (viewport.width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
          await shot(page, { path: info.outputPath(`home-${language}-${viewport.width}.png`) });
          const deposit = (await promotionsList(page)).find((p) => p.title.startsWith('First deposit'))!;
          await page.goto(`${DEMO_URL}/promotions#${deposit.id}`);
          await expect(page.locator(`#promotion-${deposit.id} button[aria-expanded="true"]`)).toBeVisible();
          // The item's opening transition has ended (not a guessed 0.9 s).
          await page.waitForFunction(() =>
            document
              .getAnimations()
              .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
          );
          if (viewport.width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
          await shot(page, { path: info.outputPath(`promotions-${language}-${viewport.width}.png`) });
        });
      });
});

test.describe('rebates', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('bonus details show the accrued rebate, and manualRebate pays it once', async ({ page }, info) => {
    await signIn(page);
    const before = await readBalance(page);
    await page.goto(`${DEMO_URL}/member?page=bonusDetails`);
    // The seeded 1200 × 1% + 500 × 0.8% = 16.00, plus what other specs' real spins earned (every bet
    // feeds rebate turnover), so the test reads the amount and checks it is paid exactly once.
    await expect(page.getByTestId('rebate-unclaimed')).toContainText(/\d/);
    const unclaimed = amountOf((await page.getByTestId('rebate-unclaimed').textContent()) ?? '');
    expect(unclaimed).toBeGreaterThanOrEqual(16);
    await expect(page.getByTestId('rebate-claim')).toHaveCount(0);
    await page.goto(`${DEMO_URL}/member?page=manualRebate`);
    await page.getByTestId('rebate-claim').click();
    await expect(page.getByTestId('rebate-history')).toContainText(enUS(unclaimed));
    await expect(page.getByTestId('rebate-unclaimed')).toContainText('0.00');
    await expect(page.getByTestId('rebate-claim')).toBeDisabled();
    await expect(balance(page)).toContainText(enUS(before + unclaimed));
    await shot(page, { path: info.outputPath('manual-rebate.png') });
  });
});
