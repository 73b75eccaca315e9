import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, headers, login, type TestApp } from '../../test/harness.js';
import { operator } from '../../test/operators.js';
import { databaseFingerprint } from '../../test/reward-members.js';

let t: TestApp;
let member = '';
let ops = '';

beforeAll(async () => {
  t = await createTestApp();
  member = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  // A super-operator: it reaches the platform routes too (ADR 070), where a merchant's admin gets 403 first.
  ops = (await operator(t, 'nul-admin', 'admin', null)).token;
}, 120_000);
afterAll(() => t.close());

type OpenApiParam = { in: string; name: string; schema?: { type?: string | string[]; anyOf?: { type?: string }[] } };
type OpenApi = { paths: Record<string, Record<string, { parameters?: OpenApiParam[] }>> };

const isString = (p: OpenApiParam) => {
  const types = [p.schema?.type, ...(p.schema?.anyOf ?? []).map((a) => a.type)].flat();
  return types.includes('string');
};
/** A concrete path: the merchant in {code}, a plausible id elsewhere. */
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'code' ? 'demo' : name === 'account' ? 'player01' : '1'));
const who = (url: string) => (url.startsWith('/ops/') ? { authorization: `Bearer ${ops}`, language: 'EN' } : authed('demo', member, 'EN'));

const expectRefused = (res: { statusCode: number; json(): unknown }, where: string) => {
  expect(res.statusCode, where).toBe(400);
  expect(res.json(), where).toMatchObject({
    success: false,
    errorCode: 'invalid_characters',
    message: 'The input contains a character that is not allowed. Please remove it and try again.',
  });
};

describe('a NUL byte anywhere in the input is refused once, before any schema, service or query', () => {
  it('every GET route with a string query parameter answers 400 invalid_characters, never 5xx, and nothing is written', async () => {
    const before = await databaseFingerprint(t);
    const doc = t.app.swagger() as unknown as OpenApi;
    let walked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      const params = (methods.get?.parameters ?? []).filter((p) => p.in === 'query' && isString(p));
      if (!params.length) continue;
      for (const p of params) {
        const url = `${concrete(path)}?${encodeURIComponent(p.name)}=a%00`;
        expectRefused(await t.app.inject({ method: 'GET', url, headers: who(url) }), `GET ${url}`);
        walked++;
      }
    }
    // The routes named in the probe are among those walked.
    for (const url of ['/wps/game/list?gameName=a%00', '/lgw/draw/verify?numero=%00', '/wps/agent/affiliate?affiliateCode=A%00'])
      expectRefused(await t.app.inject({ method: 'GET', url, headers: who(url) }), url);
    expect(walked).toBeGreaterThan(40);
    expect(await databaseFingerprint(t)).toEqual(before);
  }, 300_000);

  it('a NUL in a path parameter is refused the same way', async () => {
    for (const url of ['/ops/merchants/demo/members/player01%00', '/wps/agent/rains/1%00/grab'])
      expectRefused(
        await t.app.inject({
          method: url.startsWith('/ops') ? 'GET' : 'POST',
          url,
          headers: who(url),
          payload: url.startsWith('/ops') ? undefined : {},
        }),
        url,
      );
  });

  it('POST bodies: JSON, form-encoded and decrypted JWE payloads, nested strings and keys; nothing is stored', async () => {
    const before = await databaseFingerprint(t);
    const posts: { url: string; payload: unknown }[] = [
      { url: '/wps/member/password/email', payload: { username: 'player01', email: 'a\u0000@example.com' } },
      { url: '/wps/support/chat/messages', payload: { content: 'hello\u0000' } },
      { url: '/wps/feedback', payload: { type: 'OTHER', content: 'bad\u0000input' } },
      { url: '/wps/agent/register-centre/members', payload: { username: 'kid\u0000001', password: 'abc12345' } },
      { url: '/ops/merchants/demo/promotions', payload: { title: 'x\u0000', content: '<p>x</p>' } },
      { url: '/ops/merchants/demo/banners', payload: { url: '/b.png', linkage: '', linkageType: 'P', tags: { 'k\u0000': 1 } } },
    ];
    for (const { url, payload } of posts)
      expectRefused(await t.app.inject({ method: 'POST', url, headers: who(url), payload: payload as object }), url);

    // Form-encoded (the password e-mail form of older clients).
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { ...headers('demo'), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=player01&email=a%00%40example.com',
      }),
      'form-encoded',
    );

    // Encrypted bodies: the guard saw ciphertext, the plaintext is checked where it is decrypted.
    const register = await encrypted(t, { username: 'nul\u0000user', password: 'abc12345', confirmPassword: 'abc12345', agreed: true });
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/wps/member/register', headers: headers('demo'), payload: register }),
      'register',
    );
    const loginBody = await encrypted(t, { type: 'username', username: 'player01\u0000', password: 'abc12345' });
    expectRefused(await t.app.inject({ method: 'POST', url: '/wps/session/login', headers: headers('demo'), payload: loginBody }), 'login');
    expect(await databaseFingerprint(t)).toEqual(before);
  }, 120_000);

  it('the message is localised by Language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/game/list?gameName=a%00', headers: headers('demo', 'CN') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('输入内容包含不允许的字符，请删除后重试。');
  });
});
