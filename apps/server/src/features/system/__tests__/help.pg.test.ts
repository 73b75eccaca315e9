import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';

/** The parent foreign key (migration help_items) on the real engine: both writers keep working under it. */
describe.skipIf(!TEST_DATABASE_URL)('help items on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'postgres' });
  });
  afterAll(() => t?.close());
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${OPS_TOKEN}` }, ...(payload ? { payload } : {}) });

  it('replacing a language with children twice, and deleting a parent with its children, pass the foreign key', async () => {
    const tree = { items: [{ tag: 'p', title: 'P', content: '', children: [{ tag: 'c', title: 'C', content: '<b>x</b>' }] }] };
    expect((await call('PUT', '/ops/merchants/demo/help/VI', tree)).json().success).toBe(true);
    expect((await call('PUT', '/ops/merchants/demo/help/VI', tree)).json().success).toBe(true);
    const list = (await call('GET', '/ops/merchants/demo/help-items?language=VI')).json().value;
    expect(list).toHaveLength(2);
    const parent = list.find((i: { parentId: number | null }) => i.parentId === null);
    expect((await call('DELETE', `/ops/merchants/demo/help-items/${parent.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/ops/merchants/demo/help-items/${parent.id}?cascade=true`)).json().value.deleted).toHaveLength(2);
    // VI has no items left: the player gets the merchant's default language.
    const shown = (await t.app.inject({ method: 'GET', url: '/wps/system/settings/helpCenter?lang=VI', headers: headers('demo') })).json();
    expect(shown.value[0].tag).toBe('account');
  });
});
