import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';

let t: TestApp;
let content: string;
let finance: string;
let acme: string;
let member: string;

const HOSTILE =
  '<p>Deposit <b>bonus</b></p><script>window.__pwned=1</script><img src="https://cdn.example.com/x.png" onerror="window.__pwned=2">' +
  '<a href="javascript:alert(1)">go</a><div onclick="x()" style="position:fixed">over</div>';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, language = 'EN') =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, language }, ...(payload === undefined ? {} : { payload }) });
const promotionsOf = async () => (await call('GET', '/ops/merchants/demo/promotions', content)).json().value as Record<string, unknown>[];
const playerSees = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: authed('demo', member) })).json().value as {
    id: number;
    content: string;
  }[];
const auditOf = async (action: string) =>
  (await call('GET', `/ops/merchants/demo/audit?action=${encodeURIComponent(action)}`, OPS_TOKEN)).json().value.items as {
    before: unknown;
    after: unknown;
  }[];

/** Nothing a browser could run: no script element, no on* handler, no javascript: URL. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/position\s*:\s*fixed/i);
}

const draft = (over: Record<string, unknown> = {}) => ({ title: 'Weekend reload', content: HOSTILE, ...over });

beforeAll(async () => {
  t = await createTestApp();
  content = (await operator(t, 'content-op', 'content', 'demo')).token;
  finance = (await operator(t, 'finance-op', 'finance', 'demo')).token;
  acme = (await operator(t, 'acme-content', 'content', 'acme')).token;
  member = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
});
afterAll(() => t.close());

describe('content preview', () => {
  it('answers the HTML as it would be stored: formatting kept, script, handlers and javascript: gone, nothing audited', async () => {
    const res = await call('POST', '/ops/merchants/demo/content/preview', content, { html: HOSTILE });
    const html = res.json().value.html as string;
    expectInert(html);
    expect(html).toContain('<b>bonus</b>');
    expect(html).toContain('<img src="https://cdn.example.com/x.png" />');
    expect(await auditOf('content/preview')).toEqual([]);
  });

  it('refuses a member token, another merchant’s operator and a finance role', async () => {
    expect((await call('POST', '/ops/merchants/demo/content/preview', member, { html: '<p>x</p>' })).statusCode).toBe(401);
    expect((await call('POST', '/ops/merchants/demo/content/preview', acme, { html: '<p>x</p>' })).statusCode).toBe(403);
    expect((await call('POST', '/ops/merchants/demo/content/preview', finance, { html: '<p>x</p>' })).statusCode).toBe(403);
  });
});

describe('promotion editor', () => {
  it('stores a hostile promotion sanitised, edits it (sanitised again) with an audit before/after, and players get the clean HTML', async () => {
    const created = (await call('POST', '/ops/merchants/demo/promotions', content, draft())).json().value;
    expectInert(created.content);
    const seen = (await playerSees()).find((p) => p.id === created.id);
    expect(seen?.content).toBe(created.content);

    const edited = await call(
      'PUT',
      `/ops/merchants/demo/promotions/${created.id}`,
      content,
      draft({ content: '<h2>New</h2><svg onload="x()"></svg>', sort: 3 }),
    );
    expect(edited.json().value).toMatchObject({ id: created.id, content: '<h2>New</h2>', sort: 3 });
    const [entry] = await auditOf('PUT /ops/merchants/:code/promotions/:id');
    expect(entry?.before).toMatchObject({ id: created.id, content: created.content });
    expect(entry?.after).toMatchObject({ id: created.id, content: '<h2>New</h2>' });
  });

  it('lists scheduled promotions players do not see yet; ending one hides it from players at once', async () => {
    const start = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const later = (await call('POST', '/ops/merchants/demo/promotions', content, draft({ title: 'Next week', startDate: start }))).json()
      .value;
    expect((await promotionsOf()).map((p) => p.id)).toContain(later.id);
    expect((await playerSees()).map((p) => p.id)).not.toContain(later.id);

    const running = (await call('POST', '/ops/merchants/demo/promotions', content, draft({ title: 'Now' }))).json().value;
    expect((await playerSees()).map((p) => p.id)).toContain(running.id);
    // Where each stands is the server's answer by its own clock (this app's runs months behind the
    // machine's, so a console computing it from its own clock would call "Next week" long started).
    const scheduleOf = async (id: number) => (await promotionsOf()).find((p) => p.id === id)?.schedule;
    expect([await scheduleOf(later.id), await scheduleOf(running.id)]).toEqual(['scheduled', 'running']);
    const ended = (await call('POST', `/ops/merchants/demo/promotions/${running.id}/end`, content)).json().value;
    expect(ended.endDate).not.toBeNull();
    expect(ended.schedule).toBe('ended');
    expect((await playerSees()).map((p) => p.id)).not.toContain(running.id);
    const minute = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const soon = (await call('POST', '/ops/merchants/demo/promotions', content, draft({ title: 'Soon', startDate: minute }))).json().value;
    expect(await scheduleOf(soon.id)).toBe('scheduled');
    t.clock.advance(60_000);
    expect(await scheduleOf(soon.id)).toBe('running');
    expect((await playerSees()).map((p) => p.id)).toContain(soon.id);
  });

  it('refuses an end before the start in the operator’s language, and changes nothing', async () => {
    const p = (await call('POST', '/ops/merchants/demo/promotions', content, draft({ title: 'Window' }))).json().value;
    const before = await promotionsOf();
    const res = await call(
      'PUT',
      `/ops/merchants/demo/promotions/${p.id}`,
      content,
      draft({ startDate: '2026-12-10T00:00:00.000Z', endDate: '2026-12-01T00:00:00.000Z' }),
      'CN',
    );
    expect(res.json()).toMatchObject({ success: false, errorCode: 'promotion_window_invalid', message: '结束时间必须晚于开始时间。' });
    expect(await promotionsOf()).toEqual(before);
  });

  it('refuses edits by a finance role, another merchant and a member, and nothing changes', async () => {
    const p = (await call('POST', '/ops/merchants/demo/promotions', content, draft({ title: 'Guarded' }))).json().value;
    const before = await promotionsOf();
    expect((await call('PUT', `/ops/merchants/demo/promotions/${p.id}`, finance, draft({ title: 'x' }))).statusCode).toBe(403);
    expect((await call('PUT', `/ops/merchants/demo/promotions/${p.id}`, acme, draft({ title: 'x' }))).statusCode).toBe(403);
    expect((await call('DELETE', `/ops/merchants/demo/promotions/${p.id}`, member)).statusCode).toBe(401);
    // acme's own path cannot reach demo's promotion either
    const acmeOp = await operator(t, 'acme-content-2', 'content', 'acme');
    expect((await call('PUT', `/ops/merchants/acme/promotions/${p.id}`, acmeOp.token, draft({ title: 'x' }))).statusCode).toBe(404);
    expect(await promotionsOf()).toEqual(before);
  });

  it('deletes a promotion nobody applied for; one with applications stays (409) until it is ended', async () => {
    const free = (await call('POST', '/ops/merchants/demo/promotions', content, draft({ title: 'Unused' }))).json().value;
    expect((await call('DELETE', `/ops/merchants/demo/promotions/${free.id}`, content)).json().value).toEqual({ removed: free.id });
    expect((await promotionsOf()).map((p) => p.id)).not.toContain(free.id);

    const used = (await call('POST', '/ops/merchants/demo/promotions', content, draft({ title: 'Claimed', applicable: true }))).json()
      .value;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/apply',
      headers: authed('demo', member),
      payload: { promotionId: used.id },
    });
    expect(applied.json().success).toBe(true);
    const refused = await call('DELETE', `/ops/merchants/demo/promotions/${used.id}`, content);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('promotion_in_use');
    expect((await promotionsOf()).map((p) => p.id)).toContain(used.id);
  });
});

describe('popup editor', () => {
  it('lists popups and stores an edit sanitised; a support role may not edit', async () => {
    const made = (await call('POST', '/ops/merchants/demo/popups', content, { title: 'Hi', content: '<p>a</p>', execution: 'F' })).json()
      .value;
    const support = (await operator(t, 'support-op', 'support', 'demo')).token;
    expect(
      (await call('PUT', `/ops/merchants/demo/popups/${made.id}`, support, { title: 'x', content: '', execution: 'F' })).statusCode,
    ).toBe(403);
    const res = await call('PUT', `/ops/merchants/demo/popups/${made.id}`, content, {
      title: 'Hello',
      content: HOSTILE,
      execution: 'A',
      sort: 2,
    });
    expect(res.json().value).toMatchObject({ id: made.id, title: 'Hello', execution: 'A', sort: 2 });
    expectInert(res.json().value.content);
    const list = (await call('GET', '/ops/merchants/demo/popups', content)).json().value as { id: number; content: string }[];
    expect(list.find((p) => p.id === made.id)?.content).toBe(res.json().value.content);
    expect((await call('PUT', '/ops/merchants/demo/popups/999999', content, { title: 'x', content: '', execution: 'F' })).statusCode).toBe(
      404,
    );
  });
});
