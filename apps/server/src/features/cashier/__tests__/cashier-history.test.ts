import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';

// The console's paged cashier history (ADR 029).
let t: TestApp;
let token: string;
let reader: string;
const ids: number[] = [];

const history = (query: string, bearer = reader, language = 'EN') =>
  t.app.inject({
    method: 'GET',
    url: `/ops/merchants/demo/cashier/history?${query}`,
    headers: { authorization: `Bearer ${bearer}`, language },
  });
type Page = { items: { id: number; kind: string; status: string; memberId: number }[]; total: number };

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  reader = (await operator(t, 'history-reader', 'read-only', 'demo')).token;
  for (const [amount, key] of [
    ['100', 'history-1'],
    ['200', 'history-2'],
    ['300', 'history-3'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: authed('demo', token),
      payload: { amount, reference: key, key },
    });
    expect(res.json(), JSON.stringify(res.json())).toMatchObject({ success: true });
    ids.push(res.json().value.id);
  }
  const rejected = await t.app.inject({
    method: 'POST',
    url: `/ops/merchants/demo/cashier/${ids[1]}/reject`,
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { remarks: 'no such transfer' },
  });
  expect(rejected.json().success).toBe(true);
});
afterAll(() => t.close());

describe('cashier history for operators', () => {
  it('pages every request newest first and counts them all', async () => {
    const first = (await history('page=1&size=2')).json().value as Page;
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items.map((i) => i.id)).toEqual([ids[2], ids[1]]);
    const second = (await history('page=2&size=2')).json().value as Page;
    expect(second.items[0]?.id).toBe(ids[0]);
    expect(first.items[0]).toMatchObject({ kind: 'deposit', status: 'pending', amount: '300.0000' });
  });

  it('filters by status and kind', async () => {
    const rejected = (await history('status=rejected')).json().value as Page;
    expect(rejected.items.map((i) => i.id)).toEqual([ids[1]]);
    expect(rejected.total).toBe(1);
    const withdrawals = (await history('kind=withdraw')).json().value as Page;
    expect(withdrawals).toEqual({ items: [], total: 0 });
  });

  it('refuses a member token and another merchant’s operator', async () => {
    expect((await history('', token)).statusCode).toBe(401);
    const acme = (await operator(t, 'history-acme', 'admin', 'acme')).token;
    expect((await history('', acme)).statusCode).toBe(403);
  });

  it('refuses a bad page size with a localised message', async () => {
    const cn = await history('size=500', reader, 'CN');
    expect(cn.statusCode).toBe(400);
    expect(cn.json()).toMatchObject({ success: false, errorCode: 'invalid_request' });
    expect(cn.json().message).toMatch(/^请求内容有误/);
    expect((await history('status=lost')).json().errorCode).toBe('invalid_request');
  });
});
