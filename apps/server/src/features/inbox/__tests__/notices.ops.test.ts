import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';

let t: TestApp;
let content: string;
let finance: string;

const HOSTILE = '<h3>Maintenance</h3><script>steal()</script><img src="/x.png" onerror="steal()"><a href="javascript:steal()">x</a>';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language: 'EN' },
    ...(payload === undefined ? {} : { payload }),
  });
const all = async () =>
  (await call('GET', '/ops/merchants/demo/notices', content)).json().value as {
    id: number;
    content: string;
    title: string;
    schedule: string;
  }[];
const playerSees = async () =>
  ((await t.app.inject({ method: 'GET', url: '/wps/notice?types=B', headers: headers('demo') })).json().value.list as { id: number }[]).map(
    (n) => n.id,
  );
const inert = (html: string) => expect(html).not.toMatch(/<script|\son\w+\s*=|javascript:/i);

beforeAll(async () => {
  t = await createTestApp();
  content = (await operator(t, 'notice-content', 'content', 'demo')).token;
  finance = (await operator(t, 'notice-finance', 'finance', 'demo')).token;
});
afterAll(() => t.close());

describe('notice editor', () => {
  it('lists every notice, edits one sanitised with an audit before/after, and deletes it for players', async () => {
    const made = (await call('POST', '/ops/merchants/demo/notices', content, { type: 'B', title: 'Board', content: HOSTILE })).json().value;
    inert(made.content);
    expect((await all()).map((n) => n.id)).toContain(made.id);
    expect((await all()).find((n) => n.id === made.id)?.schedule).toBe('running');
    expect(await playerSees()).toContain(made.id);

    const edited = await call('PUT', `/ops/merchants/demo/notices/${made.id}`, content, {
      type: 'B',
      title: 'Board 2',
      content: `<p>ok</p>${HOSTILE}`,
    });
    expect(edited.json().value).toMatchObject({ id: made.id, title: 'Board 2' });
    inert(edited.json().value.content);
    expect(edited.json().value.content).toContain('<p>ok</p>');
    const audit = (await call('GET', '/ops/merchants/demo/audit?action=notices/:id', OPS_TOKEN)).json().value.items;
    expect(audit[0]).toMatchObject({ before: { id: made.id, title: 'Board' }, after: { id: made.id, title: 'Board 2' } });

    expect((await call('DELETE', `/ops/merchants/demo/notices/${made.id}`, content)).json().value).toEqual({ removed: made.id });
    expect(await playerSees()).not.toContain(made.id);
    expect((await call('DELETE', `/ops/merchants/demo/notices/${made.id}`, content)).statusCode).toBe(404);
  });

  it('refuses a finance role, a window that ends before it starts, and changes nothing', async () => {
    const made = (await call('POST', '/ops/merchants/demo/notices', content, { type: 'PR', title: 'Keep', content: '<p>k</p>' })).json()
      .value;
    const before = await all();
    expect((await call('PUT', `/ops/merchants/demo/notices/${made.id}`, finance, { type: 'PR', title: 'x', content: '' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/ops/merchants/demo/notices/${made.id}`, finance)).statusCode).toBe(403);
    const bad = await call('PUT', `/ops/merchants/demo/notices/${made.id}`, content, {
      type: 'PR',
      title: 'x',
      content: '',
      endDate: '2020-01-01T00:00:00.000Z',
    });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'invalid_request' });
    expect(await all()).toEqual(before);
  });
});
