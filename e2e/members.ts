import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { CAPTCHA_TEXT, DEMO_URL, OPS_TOKEN } from './playwright.config';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };

/** A request body as the web client sends it: the payload encrypted with the server's published key. */
export async function encryptedBody(
  request: APIRequestContext,
  baseUrl: string,
  headers: Record<string, string>,
  payload: object,
): Promise<{ encrypted: string }> {
  const res = await (await request.get(`${baseUrl}/wps/system/crypto/jwks`, { headers })).json();
  const jwk = ((res.value ?? res) as { keys: JWK[] }).keys[0]!;
  const encrypted = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', ...(jwk.kid ? { kid: jwk.kid } : {}) })
    .encrypt(await importJWK(jwk, 'RSA-OAEP-256'));
  return { encrypted };
}

/**
 * A demo member of the calling spec's own (never player01, whose state other specs read): registered
 * through the API as the web form does — captcha, SMS code from the ops outbox, encrypted payload —
 * with password abc12345, and credited `amount` by an operator when given.
 */
export async function registerDemoMember(request: APIRequestContext, username: string, amount?: string): Promise<void> {
  const headers = { merchant: 'demo', language: 'EN', device: 'web', 'device-id': randomUUID() };
  const mobileNum = `13${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-9)}`;
  await request.get(`${DEMO_URL}/wps/captcha`, { headers });
  expect((await request.post(`${DEMO_URL}/wps/verification/sms/register`, { headers, data: { mobileNo: mobileNum } })).ok()).toBe(true);
  let verificationCode = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${DEMO_URL}/ops/merchants/demo/outbox/sms?to=86${mobileNum}`, { headers: ops });
      const rows = ((await res.json()) as { value: { body: string }[] }).value;
      verificationCode = /\b\d{6}\b/.exec(rows[0]?.body ?? '')?.[0] ?? '';
      return verificationCode;
    })
    .toMatch(/^\d{6}$/);
  const data = await encryptedBody(request, DEMO_URL, headers, {
    username,
    mobileNum,
    verificationCode,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    captcha: CAPTCHA_TEXT,
    agreed: true,
    registerMethod: 'WEB',
    registerUrl: `${DEMO_URL}/register`,
    domain: 'localhost',
  });
  const registered = await (await request.post(`${DEMO_URL}/wps/member/register`, { headers, data })).json();
  expect(registered.success, JSON.stringify(registered)).toBe(true);
  if (!amount) return;
  const funded = await request.post(`${DEMO_URL}/ops/merchants/demo/members/${username}/adjust`, {
    headers: ops,
    data: { amount, key: `e2e-own-${username}`, remarks: 'e2e', popup: false },
  });
  expect(funded.ok()).toBe(true);
}

/** A session token for a demo member (password abc12345), signed in through the API as the login form does. */
export async function memberToken(
  request: APIRequestContext,
  username: string,
  { language = 'EN', baseUrl = DEMO_URL, merchant = 'demo' } = {},
): Promise<string> {
  const headers = { merchant, language, device: 'web', 'device-id': randomUUID() };
  const data = await encryptedBody(request, baseUrl, headers, { type: 'username', username, password: 'abc12345' });
  const res = await (await request.post(`${baseUrl}/wps/session/login`, { headers, data })).json();
  expect(res.success, JSON.stringify(res)).toBe(true);
  return res.value.token as string;
}
