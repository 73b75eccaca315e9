import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';

// Concurrency needs a real server: PGlite runs one statement at a time.
describe.skipIf(!TEST_DATABASE_URL)('chat on PostgreSQL: concurrent sends', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ database: 'postgres' });
    token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/chat/settings',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { mode: 'builtin', ratePerMinute: 5 },
    });
  });
  afterAll(() => t?.close());

  it('twelve sends at once from two tabs: one conversation, exactly the rate limit stored', async () => {
    const send = (i: number) =>
      t.app.inject({ method: 'POST', url: '/wps/support/chat/messages', headers: authed('demo', token), payload: { body: `burst ${i}` } });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const conversations = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().value.conversationId));
    expect(conversations.size).toBe(1);
    const thread = (await t.app.inject({ method: 'GET', url: '/wps/support/chat/thread', headers: authed('demo', token) })).json().value;
    expect(thread.messages).toHaveLength(5);
  });
});
