import { expect, type Page, test } from '@playwright/test';
import { closeNotices } from './notices';
import { DEMO_URL } from './playwright.config';

// Issue 29 "a newcomer's first hour": what a player sees on every page of the route table
// (apps/web/src/config/paths.ts), with placeholders filled in: one page per route, one browser page per group.
const ROUTE_PAGES = [
  '/',
  '/index',
  '/login',
  '/register',
  '/forgotPassword',
  '/resetPassword?token=x',
  '/member/two-factor',
  '/register.html',
  '/member',
  '/agent',
  '/helpmc',
  '/help',
  '/download',
  '/speedtest',
  '/notices',
  '/member/inbox',
  '/seamless',
  '/promotions',
  '/electron',
  '/lottery?gameCode=SSC1',
  '/vnLottery',
  '/lott',
  '/elott',
  '/live',
  '/rng',
  '/fish',
  '/sports',
  '/pvp',
  '/casino',
  '/arcade',
  '/table',
  '/news',
  '/pointMall',
  '/maintenance',
  '/house/arcadia-slot',
  '/chat',
  '/lotto/t2/games/trendChart/1',
] as const;

async function signIn(page: Page, username = 'player01') {
  await page.goto(`${DEMO_URL}/login`);
  await page.locator('html[lang]').waitFor();
  await page.getByRole('textbox', { name: /^Username|^用户名/ }).fill(username);
  await page.getByLabel(/^Password|^密码/).fill('abc12345');
  await page
    .locator('form')
    .getByRole('button', { name: /^(Log in|登录)$/ })
    .click();
  await expect(page).toHaveURL(`${DEMO_URL}/index`);
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
    for (const child of node.childNodes) note(child);
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') note(change.target);
      for (const added of change.addedNodes) note(added);
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

test.describe('no raw translation key is ever painted', () => {
  for (const signedIn of [false, true]) {
    test(`every page of the route table, ${signedIn ? 'signed in' : 'signed out'}`, async ({ page }) => {
      test.setTimeout(300_000);
      if (signedIn) await signIn(page);
      await page.addInitScript(recordTexts);
      const found: string[] = [];
      for (const path of ROUTE_PAGES) found.push(...(await rawKeysOn(page, path)));
      expect(found).toEqual([]);
    });
  }
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
