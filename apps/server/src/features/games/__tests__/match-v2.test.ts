import { NO_MATCHES } from '@arcadia/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sports match v2 (spec 001 §7, ADR 053)', () => {
  it('answers the documented empty list, to visitors and members alike, until a sports vendor feed exists', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/wps/game/match/v2?vendor=IMES', headers: headers('demo') });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ success: true, value: { list: [], total: 0, provider: null } });
    const token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    const member = await t.app.inject({ method: 'GET', url: '/wps/game/match/v2', headers: authed('demo', token) });
    expect(member.json().value).toEqual(NO_MATCHES);
  });

  it('refuses a malformed query like any other call', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/wps/game/match/v2?vendor=${'x'.repeat(40)}`, headers: headers('demo') });
    expect(res.statusCode).toBe(400);
  });
});
