import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { closeNotices } from './notices';
import { ACME_URL, DEMO_URL } from './playwright.config';
import { HOUSE_PAGES, ROUTE_PAGES } from './routes';
import { shot } from './screens';
import { chooseLanguage, signedInState, signInFast } from './session';

async function signIn(page: Page, username = 'player01', base = DEMO_URL) {
  // The member's saved session (e2e/session.ts, issue 24), in the merchant's own default language as
  // after the form's sign-in on a first visit; the login form has its own tests in sign-in.spec.
  await signInFast(page, username, { language: null, baseUrl: base, merchant: base === ACME_URL ? 'acme' : 'demo' });
  await closeNotices(page);
}

/**
 * Records every text node the document ever holds, from the first byte until the test reads it, so
 * a key shown for one frame and replaced the next is still caught.
 */
function recordTexts() {
  const seen = new Set<string>();
  (window as unknown as { __texts: Set<string> }).__texts = seen;
  const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT']);
  const note = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim();
      if (text && !skip.has(node.parentElement?.tagName ?? '')) seen.add(text);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE || skip.has((node as Element).tagName)) return;
    Array.from(node.childNodes).forEach(note);
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') note(change.target);
      Array.from(change.addedNodes).forEach(note);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

// `namespace:key` or `key.sub` in camelCase: what i18next prints for a string it does not have yet.
// Domain names (demo.arcadia.test) and amounts are real text and end in a TLD or a digit.
const KEY_SHAPED = /^([a-z][a-z-]*(\/[a-z-]+)?:)?[a-z][a-zA-Z]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
const TLD = /\.(com|net|org|test|io|cn|tw|jp|th|vn|app|local|localhost)$/;

async function rawKeysOn(page: Page, path: string): Promise<string[]> {
  await page.goto(`${DEMO_URL}${path}`);
  // Signed-in pages poll (balance, notices), so "idle" may not come; 2.5 s is past the first render of every namespace-using component.
  await page.waitForLoadState('networkidle', { timeout: 2_500 }).catch(() => undefined);
  const texts = await page.evaluate(() => [...(window as unknown as { __texts: Set<string> }).__texts]);
  return texts.filter((t) => KEY_SHAPED.test(t) && !TLD.test(t)).map((t) => `${path}: ${t}`);
}

/**
 * Tabs of one context sharing the route table. Each page's wait is mostly for the network to go
 * quiet (and, signed in, for the inbox check 1 s after load), not for this machine's CPU: three tabs
 * overlap those waits instead of queueing them (issue 24). Every tab seeds the member's saved
 * session, as a returning tab has it.
 */
const TABS = 3;

async function routeTabs(
  page: Page,
  context: BrowserContext,
  signedIn: boolean,
  { record = true, base = DEMO_URL, member = 'player01' }: { record?: boolean; base?: string; member?: string } = {},
): Promise<Page[]> {
  const tabs = [page];
  for (let i = 1; i < TABS; i++) tabs.push(await context.newPage());
  if (signedIn) {
    await signIn(page, member, base);
    const merchant = base === ACME_URL ? 'acme' : 'demo';
    const { token, username } = (await signedInState(page.request, member, { baseUrl: base, merchant })).sessionStorage;
    for (const tab of tabs.slice(1))
      await tab.addInitScript(
        ({ token, username }) => {
          if (sessionStorage.getItem('token')) return;
          sessionStorage.setItem('token', token);
          sessionStorage.setItem('username', username);
        },
        { token, username },
      );
  }
  if (record) for (const tab of tabs) await tab.addInitScript(recordTexts);
  return tabs;
}

/** Each tab walks its share of the pages (every TABS-th), all tabs at once; what they found, in one list. */
async function acrossTabs(
  tabs: Page[],
  paths: readonly string[],
  visit: (tab: Page, path: string) => Promise<string[]>,
): Promise<string[]> {
  const found = await Promise.all(
    tabs.map(async (tab, i) => {
      const out: string[] = [];
      for (const path of paths.filter((_, j) => j % tabs.length === i)) out.push(...(await visit(tab, path)));
      return out;
    }),
  );
  return found.flat();
}

test.describe('no raw translation key is ever painted', () => {
  for (const signedIn of [false, true]) {
    test(`every page of the route table, ${signedIn ? 'signed in' : 'signed out'}`, async ({ page, context }) => {
      test.setTimeout(300_000);
      const tabs = await routeTabs(page, context, signedIn);
      expect(await acrossTabs(tabs, ROUTE_PAGES, rawKeysOn)).toEqual([]);
    });
  }
});

test('trial01 (a free-play account) makes no call the server forbids, on any page of the route table', async ({ page, context }) => {
  test.setTimeout(300_000);
  const refused: string[] = [];
  context.on('response', (r) => {
    if (r.status() === 403) refused.push(`${new URL(r.url()).pathname} from ${r.request().headers().referer ?? '?'}`);
  });
  const tabs = await routeTabs(page, context, true, { record: false, member: 'trial01' });
  await acrossTabs(tabs, ROUTE_PAGES, async (tab, path) => {
    await settle(tab, `${DEMO_URL}${path}`);
    return [];
  });
  expect(refused).toEqual([]);
});

test('every picture the lobby names answers with an image, each game its own, and the site has a favicon', async ({ request }) => {
  const headers = { merchant: 'demo', language: 'CN', device: 'web' };
  const lanes = ['SPORTS', 'LIVE', 'FISH', 'PVP', 'RNG', 'ESPORTS'];
  const answers = await Promise.all([
    ...lanes.map((lane) => request.get(`${DEMO_URL}/wps/game/vendors?gameType=${lane}`, { headers })),
    ...lanes.map((lane) => request.get(`${DEMO_URL}/wps/game/list?gameType=${lane}&pageSize=100`, { headers })),
    request.get(`${DEMO_URL}/wps/game/hot?pageSize=100`, { headers }),
    request.get(`${DEMO_URL}/wps/game/recommended?pageSize=100`, { headers }),
  ]);
  const images = new Set<string>();
  const gameIcons = new Map<string, string>();
  const names: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const row = value as Record<string, unknown>;
      for (const [k, v] of Object.entries(row)) {
        if (typeof v === 'string' && /icon/i.test(k) && v) images.add(v);
        if (typeof v === 'string' && (k === 'displayName' || k === 'nodeName')) names.push(v);
        else walk(v);
      }
      if (typeof row.roomId === 'string' && typeof row.showIcon === 'string') gameIcons.set(row.roomId, row.showIcon);
    }
  };
  for (const answer of answers) walk((await answer.json()).value);
  expect(gameIcons.size).toBeGreaterThanOrEqual(8);
  // Every card its own picture, and no name a player would take for a test double.
  expect(new Set(gameIcons.values()).size).toBe(gameIcons.size);
  expect(names.filter((n) => /fake|test|dummy/i.test(n))).toEqual([]);
  const broken: string[] = [];
  for (const path of [...images, '/favicon.ico']) {
    const res = await request.get(`${DEMO_URL}${path}`);
    if (res.status() !== 200 || !/^image\//.test(res.headers()['content-type'] ?? '')) broken.push(`${path} ${res.status()}`);
  }
  expect(broken).toEqual([]);
  expect(images.size).toBeGreaterThanOrEqual(30);
});

/**
 * One page of each layout a member uses, floats included: the lobbies, the lottery and house-game
 * pages with their own bet controls, the chat page, promotions, the points mall and the centres.
 * axe's contrast rule runs on these (on every route it took minutes a brand on the shared two-core
 * machine); the hit-test below runs on every route.
 */
const LAYOUT_PAGES = [
  '/',
  '/lott',
  '/lottery?gameCode=SSC1',
  ...HOUSE_PAGES,
  '/chat',
  '/promotions',
  '/electron',
  '/pointMall',
  '/member',
  '/helpmc',
  '/notices',
] as const;

/**
 * Every visible control of the page (header, page, footer; not the floats themselves), brought into
 * view as a member would scroll to it, then hit-tested at its centre and four corners: the topmost
 * element there must be the control or inside it. Points clipped by a scrolling or carousel box are
 * not on screen and are skipped. `inPlace`: the page stays where it is scrolled, and only what is on
 * screen there is tested (a float must not sit on a control wherever the player stops).
 */
function coveredControls(inPlace = false): string[] {
  const fixed = (el: Element | null): boolean => {
    for (let e = el; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return true;
    return false;
  };
  const clipped = (el: Element, x: number, y: number): boolean => {
    for (let e = el.parentElement; e; e = e.parentElement) {
      if (getComputedStyle(e).overflow === 'visible') continue;
      const r = e.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return true;
    }
    return false;
  };
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24)}"`;
  const controls = Array.from(document.querySelectorAll('button, input:not([type=hidden]), select, textarea, a[role=button]')).filter(
    (el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width >= 6 &&
        r.height >= 6 &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        !fixed(el) &&
        !el.closest('[inert], [aria-hidden="true"]')
      );
    },
  );
  const bad: string[] = [];
  for (const el of controls) {
    if (!inPlace) el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ];
    for (const [x, y] of points as [number, number][]) {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight || clipped(el, x, y)) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || top === el || el.contains(top)) continue;
      // Only what floats over the page counts (the right bar, bubbles, tips): a control's own label
      // or decoration laid over it is the control's business.
      if (!fixed(top)) continue;
      bad.push(`${name(el)} under ${name(top.closest('button, a, [class]') ?? top)}`);
      break;
    }
  }
  if (!inPlace) window.scrollTo(0, 0);
  return bad;
}

async function settle(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** One line on the lottery bet slip (CN, the demo's default language): big, 10. */
async function fillSlip(page: Page) {
  await page.getByRole('button', { name: '大小', exact: true }).click();
  await page.getByRole('button', { name: '大', exact: true }).click();
  await page.getByRole('textbox', { name: '金额' }).fill('10');
  await page.getByRole('button', { name: '加入投注单' }).click();
}

/** axe's colour-contrast rule on the page as it is. */
async function contrastProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.id}`));
}

const LOTTERY = '/lottery?gameCode=SSC1';

/** The page as a member finds it, and for a member on the lottery page a line on the bet slip, so the slip's own buttons (place bets, remove a line) are there. */
async function openForHitTest(page: Page, base: string, path: string, signedIn: boolean) {
  await settle(page, `${base}${path}`);
  if (signedIn && path === LOTTERY) await fillSlip(page);
}

test.describe('floating widgets never sit on a control, on any page of the route table; every theme reads', () => {
  // ADR 042: signed in at the three widths; a visitor's pages (sign-in, registration, the lobbies
  // with their sign-in prompts) at the phone width, where the floats leave least room. axe's
  // contrast rule on the layout pages at 1280 px, in the same page loads.
  const cases = [
    { width: 1280, signedIn: true },
    { width: 1024, signedIn: true },
    { width: 390, signedIn: true },
    { width: 390, signedIn: false },
  ];
  for (const { width, signedIn } of cases) {
    const axe = width === 1280;
    test(`demo, every route at ${width} px, ${signedIn ? 'signed in as player01' : 'visitor'}${axe ? ', with axe colour contrast' : ''}`, async ({
      page,
      context,
    }, info) => {
      test.setTimeout(300_000);
      const tabs = await routeTabs(page, context, signedIn, { record: false });
      for (const tab of tabs) await tab.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      const found = await acrossTabs(tabs, ROUTE_PAGES, async (tab, path) => {
        await openForHitTest(tab, DEMO_URL, path, signedIn);
        const problems = (await tab.evaluate(coveredControls, false)).map((c) => `${path}: ${c}`);
        if (axe && LAYOUT_PAGES.some((p) => p === path))
          problems.push(...(await contrastProblems(tab)).map((c) => `${path} contrast: ${c}`));
        if (signedIn && (path === LOTTERY || path === '/house/arcadia-slot'))
          await shot(tab, { path: info.outputPath(`demo-${path.replace(/\W+/g, '-')}-${width}.png`) });
        return problems;
      });
      expect(found).toEqual([]);
    });
  }

  test('acme, each layout at 1280 px, signed in as player01, with axe colour contrast', async ({ page, context }, info) => {
    test.setTimeout(300_000);
    const tabs = await routeTabs(page, context, true, { record: false, base: ACME_URL });
    await shot(page, { path: info.outputPath('acme-header-1280.png'), clip: { x: 0, y: 0, width: 1280, height: 120 } });
    for (const tab of tabs) await tab.setViewportSize({ width: 1280, height: 800 });
    const found = await acrossTabs(tabs, LAYOUT_PAGES, async (tab, path) => {
      await openForHitTest(tab, ACME_URL, path, false);
      return [
        ...(await tab.evaluate(coveredControls, false)).map((c) => `${path}: ${c}`),
        ...(await contrastProblems(tab)).map((c) => `${path} contrast: ${c}`),
      ];
    });
    expect(found).toEqual([]);
  });
});

test.describe('phone (390 px): the floats step aside wherever the page is scrolled', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // The issue's own sighting: on a house game at 390 px the LOTTO button sat on the bet controls and
  // the edge of Spin, the chat bubble and raffle tip on the fairness panel, before any scrolling.
  // Each page with bet controls of its own, tested where it opens and at every 300 px down.
  test('no float sits on a control of a game or lobby page, at any scroll position', async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page);
    const found: string[] = [];
    for (const path of [...HOUSE_PAGES, '/lott', LOTTERY, '/', '/promotions']) {
      await settle(page, `${DEMO_URL}${path}`);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 300) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // A float looks again on the frame after a scroll, and every half second for content that
        // moves under it by itself (a board filling in): what is still covered after a second is a fault.
        let covered = await page.evaluate(coveredControls, true);
        for (const until = Date.now() + 1_000; covered.length && Date.now() < until; ) {
          await page.waitForTimeout(100);
          covered = await page.evaluate(coveredControls, true);
        }
        found.push(...covered.map((c) => `${path} at ${y} px: ${c}`));
      }
    }
    expect(found).toEqual([]);
  });
});

test.describe('phone header and member centre (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the signed-in header keeps its member bar on screen; the centre shows its active tab', async ({ page }, info) => {
    // Two languages and three page loads on a 2-core machine.
    test.setTimeout(60_000);
    // The brand keeps its whole name beside the member bar (it was cut to "A…"), in CN and in EN;
    // and a visitor's header (language picker and sign-in beside it) did not cut it either.
    const brandWhole = () =>
      page
        .locator('header .arcadia-brand span')
        .first()
        .evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1);
    await page.goto(DEMO_URL);
    await expect.poll(brandWhole).toBe(true);
    // The sign-in page's own header has customer service beside the picker: in English its words cut
    // the brand to "Ar… D…"; there it keeps its icon and its name for screen readers.
    await page.goto(`${DEMO_URL}/login`);
    await chooseLanguage(page, 'EN');
    await expect(page.locator('header').getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect.poll(brandWhole).toBe(true);
    await shot(page, { path: info.outputPath('demo-login-header-390-en.png'), clip: { x: 0, y: 0, width: 390, height: 120 } });
    await page.evaluate(() => localStorage.setItem('hisLang', 'CN'));
    await signIn(page);
    // The member's bar (name, balance, refresh) is in: the brand shares the row with it.
    const refresh = page.locator('header').getByTestId('wallet-balance').getByRole('button').first();
    await expect(refresh).toBeVisible();
    expect(await refresh.evaluate((b) => b.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    await expect.poll(brandWhole).toBe(true);
    await shot(page, { path: info.outputPath('demo-header-390.png'), clip: { x: 0, y: 0, width: 390, height: 120 } });
    // The language picker left the crowded phone header for the menu drawer: switch to English there.
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: '语言' }).selectOption('EN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.keyboard.press('Escape');
    await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect.poll(brandWhole).toBe(true);
    await shot(page, { path: info.outputPath('demo-header-390-en.png'), clip: { x: 0, y: 0, width: 390, height: 120 } });
    // Back to the demo's default for the pages below.
    await page.evaluate(() => localStorage.setItem('hisLang', 'CN'));
    // The last page of the member centre's row of tabs, opened by its address: its tab is on screen.
    await page.goto(`${DEMO_URL}/member`);
    const last = page.locator('[role="tablist"] [role="tab"]').last();
    await expect(last).toBeAttached();
    const id = ((await last.getAttribute('data-testid')) ?? '').replace('centre-tab-', '');
    expect(id).not.toBe('');
    await page.goto(`${DEMO_URL}/member?page=${id}`);
    const active = page.locator('[role="tab"][aria-selected="true"]').first();
    await expect(active).toBeVisible();
    await expect
      .poll(() =>
        active.evaluate((tab) => {
          const r = tab.getBoundingClientRect();
          return r.left >= 0 && r.right <= window.innerWidth;
        }),
      )
      .toBe(true);
  });
});
