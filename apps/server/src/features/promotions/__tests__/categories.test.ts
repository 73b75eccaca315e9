import { PROMOTION_TYPES } from '@arcadia/contract/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: headers('demo') })).json();

describe('promotion announcement categories (spec 001 §7, ADR 053)', () => {
  it('are the types of the running promotions with their counts, and filter the list', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/promotions',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { title: 'Daily login', content: '<p>x</p>', promotionType: 'LOGIN' },
    });
    const all = (await get('/wps/promotions')).value as { id: number; promotionType: string }[];
    const categories = (await get('/wps/promotions/categories')).value as { category: string; count: number }[];
    expect(categories.map((c) => c.category)).toContain('LOGIN');
    // In the spec's order, each present type once, the counts adding up to the list.
    expect(categories.map((c) => c.category)).toEqual(PROMOTION_TYPES.filter((p) => all.some((x) => x.promotionType === p)));
    expect(categories.reduce((s, c) => s + c.count, 0)).toBe(all.length);
    for (const { category, count } of categories) {
      const only = (await get(`/wps/promotions?category=${category}`)).value as { promotionType: string }[];
      expect(only).toHaveLength(count);
      expect(only.every((p) => p.promotionType === category)).toBe(true);
    }
  });

  it('refuses an unknown category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/promotions?category=NOPE', headers: headers('demo') });
    expect(res.statusCode).toBe(400);
  });
});

describe('/promotion (spec 001 §2 link target)', () => {
  it('redirects to /promotions, keeping the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/promotion?t=123' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/promotions?t=123');
    expect((await t.app.inject({ method: 'GET', url: '/promotion' })).headers.location).toBe('/promotions');
  });
});
