import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { memberToken } from './members';
import { DEMO_URL } from './playwright.config';

/**
 * A member's signed-in browser state, made once per member and server and reused by every test that
 * only needs "signed in as X" (issue 24): Playwright's storage-state file (cookies, local storage)
 * plus the session storage the app keeps its token in, which storage state does not cover (the
 * Playwright recipe: save it beside the state, restore it with an init script). One file per worker's
 * server (its port) and member, in e2e/.auth/.
 *
 * A test that signs the member out, changes the password or locks the account revokes the session:
 * the next use finds the token refused and signs in once more. Tests that do those things sign in
 * on their own (a form login or `memberToken`), so they never spend the shared session mid-test.
 */
type SignedInState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  sessionStorage: { token: string; username: string };
};

const AUTH_DIR = join(import.meta.dirname, '.auth');
const states = new Map<string, SignedInState>();

const stateFile = (baseUrl: string, merchant: string, username: string) =>
  join(AUTH_DIR, `${new URL(baseUrl).host.replace(/\W+/g, '-')}-${merchant}-${username}.json`);

function readState(file: string): SignedInState | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SignedInState;
  } catch {
    return null;
  }
}

/** The session still answers (a fresh server, a sign-out or a password change revoke it). */
async function sessionAlive(request: APIRequestContext, baseUrl: string, merchant: string, token: string): Promise<boolean> {
  const res = await request.get(`${baseUrl}/wps/v2/wallets/balance`, {
    headers: { merchant, device: 'web', language: 'EN', authorization: `Bearer ${token}` },
  });
  return res.ok() && (await res.json()).success === true;
}

/**
 * The member's saved signed-in state, signing in through the API (the login form's encrypted request)
 * only when there is none yet or its session was revoked.
 */
export async function signedInState(
  request: APIRequestContext,
  username: string,
  { baseUrl = DEMO_URL, merchant = 'demo' }: { baseUrl?: string; merchant?: string } = {},
): Promise<SignedInState> {
  const file = stateFile(baseUrl, merchant, username);
  const known = states.get(file) ?? readState(file);
  if (known && (await sessionAlive(request, baseUrl, merchant, known.sessionStorage.token))) {
    states.set(file, known);
    return known;
  }
  const token = await memberToken(request, username, { baseUrl, merchant });
  // A member a spec just created may lack a profile item its merchant requires, and would meet the
  // first-login welcome (ADR 058) over whatever the spec opens: closed here, as the member would.
  // promo-codes.spec tests the welcome itself with sessions of its own.
  const dismissed = await request.post(`${baseUrl}/wps/member/first-login/dismiss`, {
    headers: { merchant, language: 'EN', authorization: `Bearer ${token}` },
  });
  // A free-play account has no welcome to close and may be refused; never a server error.
  expect(dismissed.status(), `dismissing ${username}'s welcome`).toBeLessThan(500);
  const state: SignedInState = {
    cookies: [],
    origins: [{ origin: new URL(baseUrl).origin, localStorage: [] }],
    sessionStorage: { token, username },
  };
  mkdirSync(AUTH_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(state));
  states.set(file, state);
  return state;
}

/**
 * Signs a member in the way a returning tab already is: the member's saved session (above) written
 * into the tab's session storage before the page loads, then the home page. It skips the login page's
 * load and typing, about two page loads per test on this 2-core machine (issue 24); the login form
 * itself is tested in sign-in.spec and first-hour.spec.
 *
 * The session is seeded once per browser context: after a sign-out the tab stays signed out, as it
 * would for a person. Ends on /index with the member's header in, like the form's sign-in.
 */
export async function signInFast(
  page: Page,
  username: string,
  // null: the merchant's own default language, as a first visit has it.
  { language = 'EN', baseUrl = DEMO_URL, merchant = 'demo' }: { language?: string | null; baseUrl?: string; merchant?: string } = {},
): Promise<void> {
  const { token } = (await signedInState(page.request, username, { baseUrl, merchant })).sessionStorage;
  const origin = new URL(baseUrl).origin;
  await page.addInitScript(
    ({ token, username, language, origin }) => {
      if (location.origin !== origin) return;
      // Local storage survives the sign-out's clear of session storage: seed once only.
      const mark = `e2e-seeded:${token.slice(-12)}`;
      if (localStorage.getItem(mark)) return;
      localStorage.setItem(mark, '1');
      if (language) localStorage.setItem('hisLang', language);
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('username', username);
    },
    { token, username, language, origin },
  );
  await page.goto(`${baseUrl}/index`);
  // The member bar comes in lazy chunks: a cold browser on the loaded shared machine took over 15 s.
  await expect(page.locator('header').getByTestId('wallet-balance')).toBeVisible({ timeout: 30_000 });
}

/**
 * Picks the site language as a person would: the header's picker, or on a phone with a member signed
 * in (where the header has no room for it) the one in the menu drawer.
 */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  // The header renders after the first paint (which already has html[lang] from the server); both
  // headers hold the picker, shown or not. Right after a sign-in the visitor's header (picker shown)
  // is swapped for the member's (on a phone, picker in the drawer), so what is visible is decided
  // again on each attempt.
  await page.locator('header select').first().waitFor({ state: 'attached' });
  await expect(async () => {
    const inHeader = page.locator('header select').filter({ visible: true }).first();
    if ((await inHeader.count()) > 0) {
      await inHeader.selectOption(language, { timeout: 2_000 });
      return;
    }
    await page.locator('header button[aria-controls="arcadia-mobile-nav"]').click({ timeout: 2_000 });
    const drawer = page.getByRole('dialog');
    await drawer.locator('select').selectOption(language, { timeout: 2_000 });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
