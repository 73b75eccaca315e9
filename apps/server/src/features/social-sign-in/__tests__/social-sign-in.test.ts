import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, headers, login, type TestApp } from '../../../test/harness.js';

/**
 * The identity provider is replaced by what it really is to us: a JWKS served over HTTP and ID
 * tokens signed with its key. Nothing of our own is faked.
 */
let t: TestApp;
let jwks: Server;
let demoId: number;
let providerKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let strangerKey: typeof providerKey;
const KID = 'test-key-1';
const PROJECT = 'arcadia-test';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;

beforeAll(async () => {
  const provider = await generateKeyPair('RS256', { extractable: true });
  providerKey = provider.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk: JWK = { ...(await exportJWK(provider.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', r));
  t = await createTestApp();
  demoId = (await t.features.system.service.merchantByCode('demo'))!.id;
  const { port } = jwks.address() as AddressInfo;
  await t.features.socialSignIn.service.configure(demoId, {
    jwksUrl: `http://127.0.0.1:${port}/jwks`,
    issuer: ISSUER,
    audience: PROJECT,
    scriptUrl: '/social/firebase-adapter.js',
    options: { projectId: PROJECT },
  });
});
afterAll(async () => {
  await t.close();
  jwks.close();
});
beforeEach(async () => {
  await t.features.system.service.setFlags(demoId, { GOOGLELOGIN3: true, FIREBASECREATEACC3: true, SSOMANUALREG3: true });
});

type Claims = { sub?: string; email?: string; aud?: string; iss?: string; expiresIn?: number };
async function idToken(c: Claims = {}, key = providerKey, kid = KID): Promise<string> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ email: c.email ?? 'alice@example.com', firebase: { sign_in_provider: 'google.com' } })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(c.sub ?? `uid-${Math.random().toString(36).slice(2)}`)
    .setIssuer(c.iss ?? ISSUER)
    .setAudience(c.aud ?? PROJECT)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (c.expiresIn ?? 3600))
    .sign(key);
}

const socialLogin = async (token: string, merchant = 'demo', channel = 'google') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: headers(merchant),
      payload: await encrypted(t, { type: 'firebase', firebaseChannel: channel, firebaseIdToken: token }),
    })
  ).json();

const whoAmI = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed('demo', token) })).json().value.account;

describe('ID token verification', () => {
  it.each([
    [
      'an expired token',
      () => idToken({ expiresIn: -120 }),
      'social_token_expired',
      'The sign-in token has expired. Please sign in again.',
    ],
    [
      'a token for another audience',
      () => idToken({ aud: 'someone-else' }),
      'social_token_audience',
      'The sign-in token was not issued for this site (wrong audience).',
    ],
    [
      'a token from another issuer',
      () => idToken({ iss: 'https://evil.example' }),
      'social_token_issuer',
      'The sign-in token comes from an issuer this site does not trust.',
    ],
    [
      'a token signed by another key under the right kid',
      () => idToken({}, strangerKey),
      'social_token_signature',
      'The sign-in token signature is not valid.',
    ],
    [
      'a token signed by a key the JWKS does not hold',
      () => idToken({}, strangerKey, 'unknown-kid'),
      'social_token_signature',
      'The sign-in token signature is not valid.',
    ],
    ['garbage', async () => 'not.a.jwt', 'social_token_invalid', 'The sign-in token is not valid.'],
  ])('refuses %s with a clear error', async (_, make, code, message) => {
    const res = await socialLogin(await make());
    expect(res).toMatchObject({ success: false, errorCode: code, message });
  });

  it('says "Site not support Google Service." when the merchant has no social configuration', async () => {
    const res = await socialLogin(await idToken(), 'acme');
    expect(res).toMatchObject({ success: false, errorCode: 'social_not_configured', message: 'Site not support Google Service.' });
  });

  it('refuses a provider whose button flag is off', async () => {
    await t.features.system.service.setFlags(demoId, { FACEBOOKLOGIN3: false });
    expect((await socialLogin(await idToken(), 'demo', 'facebook')).errorCode).toBe('social_channel_disabled');
  });
});

describe('bind or register (spec 000 §4 social login)', () => {
  it('an unknown identity gets bind_customer_required with the choices the flags allow', async () => {
    const res = await socialLogin(await idToken({ email: 'bob@example.com' }));
    expect(res).toMatchObject({
      success: false,
      errorCode: 'bind_customer_required',
      value: { canRegister: true, manual: false, email: 'bob@example.com' },
    });
    await t.features.system.service.setFlags(demoId, { FIREBASECREATEACC3: false });
    expect((await socialLogin(await idToken())).value).toMatchObject({ canRegister: true, manual: true });
    await t.features.system.service.setFlags(demoId, { SSOMANUALREG3: false });
    expect((await socialLogin(await idToken())).value).toMatchObject({ canRegister: false, manual: false });
  });

  it('binds the identity on a password login with it, then signs in with the token alone', async () => {
    const sub = 'uid-bind-player01';
    const bind = await login(t, 'demo', {
      username: 'player01',
      password: 'abc12345',
      firebaseChannel: 'google',
      firebaseIdToken: await idToken({ sub }),
    } as never);
    expect(bind.body.success).toBe(true);
    const res = await socialLogin(await idToken({ sub }));
    expect(res.success).toBe(true);
    expect(await whoAmI(res.value.token)).toBe('player01');
    // The same identity cannot then be bound to someone else.
    const steal = await login(t, 'demo', {
      username: 'agent01',
      password: 'abc12345',
      firebaseChannel: 'google',
      firebaseIdToken: await idToken({ sub }),
    } as never);
    expect(steal.body.errorCode).toBe('social_identity_bound');
  });

  it('a wrong password binds nothing', async () => {
    const sub = 'uid-never-bound';
    await login(t, 'demo', {
      username: 'player01',
      password: 'wrong999',
      firebaseChannel: 'google',
      firebaseIdToken: await idToken({ sub }),
    } as never);
    expect((await socialLogin(await idToken({ sub }))).errorCode).toBe('bind_customer_required');
  });

  it('auto-registers (FIREBASECREATEACC3) and signs in; the next social login finds the member', async () => {
    const sub = 'uid-auto-1';
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/register/autoUsername',
      headers: headers('demo'),
      payload: await encrypted(t, {
        registerUrl: 'http://localhost/',
        registerMethod: 'WEB',
        domain: 'localhost',
        affiliateCode: 'AGENT01',
        firebaseChannel: 'google',
        firebaseIdToken: await idToken({ sub, email: 'carol@example.com' }),
        login: true,
      }),
    });
    const body = res.json();
    expect(body).toMatchObject({ success: true, value: { defaultPassword: false, login: { mustChangePassword: false } } });
    const account = body.value.customerName as string;
    expect(await whoAmI(body.value.login.token)).toBe(account);
    const member = await t.features.accounts.service.findByAccount(demoId, account);
    expect(member).toMatchObject({ nickname: 'carol', contact: { email: 'carol@example.com' } });
    expect(member!.uplineId).toBe((await t.features.accounts.service.findByAccount(demoId, 'agent01'))!.id);
    const again = await socialLogin(await idToken({ sub }));
    expect(await whoAmI(again.value.token)).toBe(account);
  });

  it('refuses auto-register when FIREBASECREATEACC3 is off, and an expired token on auto-register', async () => {
    const auto = async (token: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/member/register/autoUsername',
          headers: headers('demo'),
          payload: await encrypted(t, { firebaseChannel: 'google', firebaseIdToken: token, login: true }),
        })
      ).json();
    expect((await auto(await idToken({ expiresIn: -300 }))).errorCode).toBe('social_token_expired');
    await t.features.system.service.setFlags(demoId, { FIREBASECREATEACC3: false });
    expect((await auto(await idToken())).errorCode).toBe('social_register_disabled');
  });

  it('manual registration (SSOMANUALREG3) carries the identity, which the new member gets', async () => {
    const sub = 'uid-manual-1';
    await t.features.registration.service.setSettings(demoId, 0, null, false);
    await t.features.system.service.setFlags(demoId, { REGMOBVERF3: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/register',
      headers: headers('demo'),
      payload: await encrypted(t, {
        username: 'manual01',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        mobileNum: '13955550001',
        agreed: true,
        firebaseChannel: 'google',
        firebaseIdToken: await idToken({ sub }),
      }),
    });
    expect(res.json()).toMatchObject({ success: true, value: { customerName: 'manual01' } });
    const again = await socialLogin(await idToken({ sub }));
    expect(await whoAmI(again.value.token)).toBe('manual01');
    // A bad token stops the registration before any account exists.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/member/register',
      headers: headers('demo'),
      payload: await encrypted(t, {
        username: 'manual02',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        mobileNum: '13955550002',
        agreed: true,
        firebaseChannel: 'google',
        firebaseIdToken: await idToken({ aud: 'other' }),
      }),
    });
    expect(bad.json().errorCode).toBe('social_token_audience');
    expect(await t.features.accounts.service.findByAccount(demoId, 'manual02')).toBeNull();
  });

  it('the client configuration names the adapter script only when configured', async () => {
    const demo = await t.app.inject({ method: 'GET', url: '/wps/system/setting/social', headers: headers('demo') });
    expect(demo.json().value).toEqual({ configured: true, scriptUrl: '/social/firebase-adapter.js', options: { projectId: PROJECT } });
    const acme = await t.app.inject({ method: 'GET', url: '/wps/system/setting/social', headers: headers('acme') });
    expect(acme.json().value).toEqual({ configured: false, scriptUrl: null, options: {} });
  });
});
