import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { encryptedBody } from './members';
import { ACME_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { signInFast } from './session';

/*
 * Transfer to the downline on the acme merchant, with a team of its own: acme's agent01 creates a
 * fresh sub-agent, which creates a fresh player. Nothing here touches demo members other specs read.
 */
const password = 'abc12345';
const payPassword = '135790';
const stamp = Date.now().toString(36).slice(-7);
const subAgent = `ta${stamp}`;
const player = `tp${stamp}`;
const headers = (token?: string) => ({ merchant: 'acme', language: 'EN', ...(token ? { authorization: `Bearer ${token}` } : {}) });

const encrypted = (request: APIRequestContext, payload: object) => encryptedBody(request, ACME_URL, headers(), payload);

async function apiLogin(request: APIRequestContext, username: string): Promise<string> {
  const data = await encrypted(request, { type: 'username', username, password });
  const res = await (await request.post(`${ACME_URL}/wps/session/login`, { headers: headers(), data })).json();
  expect(res.success, JSON.stringify(res)).toBe(true);
  return res.value.token;
}

async function call(request: APIRequestContext, method: 'POST' | 'PUT', path: string, token: string, data: object) {
  const res = await request.fetch(`${ACME_URL}${path}`, { method, headers: headers(token), data });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

async function signIn(page: Page, username: string, language = 'EN') {
  await signInFast(page, username, { language, baseUrl: ACME_URL, merchant: 'acme' });
}

test('an agent sends money to a downline member in the agent centre; the member sees the new balance', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(60_000);
  // A team of our own: agent01 → subAgent (funded, with a payment password) → player.
  const agent01 = await apiLogin(request, 'agent01');
  await call(request, 'POST', '/wps/agent/register-centre/members', agent01, { account: subAgent, password, isAgent: 1, rebate: '0' });
  const sub = await apiLogin(request, subAgent);
  await call(request, 'POST', '/wps/agent/register-centre/members', sub, { account: player, password, isAgent: 0, rebate: '0' });
  await call(
    request,
    'PUT',
    '/wps/member/paymentPassword',
    sub,
    await encrypted(request, {
      loginPassword: password,
      paymentPassword: payPassword,
      confirmPaymentPassword: payPassword,
    }),
  );
  const funded = await request.post(`${ACME_URL}/ops/merchants/acme/members/${subAgent}/adjust`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: { amount: '50', key: `e2e-transfer-${stamp}`, remarks: 'e2e transfer to downline', popup: false },
  });
  expect(funded.ok()).toBe(true);

  // The agent fills one row and transfers.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, subAgent);
  await page.locator('header').first().getByTestId('open-agent-centre').click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await centre.getByTestId('centre-tab-agentRedRain').click();
  await centre.getByLabel('Member 1 account').fill(player);
  await centre.getByLabel('Amount 1').fill('12.5');
  await centre.getByLabel('Payment password').fill(payPassword);
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(centre.getByTestId('transfer-done')).toHaveText('Sent 12.50 to 1 member(s).');
  await expect(centre.getByTestId('wallet-balance-amount')).toContainText(/37[.,]50/);
  await expect(centre.getByTestId('transfer-history-row').first()).toContainText(player);
  await shot(page, { path: info.outputPath('agents-transfer-en-1280.png') });
  // A stranger (agent01 is above, not below) is refused with the localised message and nothing moves.
  await centre.getByLabel('Member 1 account').fill('agent01');
  await centre.getByLabel('Amount 1').fill('1');
  await centre.getByLabel('Payment password').fill(payPassword);
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(centre.getByRole('alert')).toHaveText('No such member in your downline.');
  await page.close();

  // The member signs in and the header shows the money.
  const member = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(member, player, 'CN');
  await expect(member.locator('header').first().getByTestId('wallet-balance-amount')).toContainText(/12[.,]50/);
  await member.close();
});
