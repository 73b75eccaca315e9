import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let token: string;
let agentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  agentToken = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token;
});
afterAll(() => t.close());

const ops = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${OPS_TOKEN}` }, payload }).then((r) => r.json());
const get = (url: string, tk = token) => t.app.inject({ method: 'GET', url, headers: authed('demo', tk) }).then((r) => r.json());
const post = (url: string, payload: object, tk = token) =>
  t.app.inject({ method: 'POST', url, headers: authed('demo', tk), payload }).then((r) => r.json());
const unread = async (tk = token) => (await get('/wps/inbox/unread', tk)).value.count as number;

describe('inbox (messageV2)', () => {
  it('operator messages arrive unread, page newest first, and raise a stored INBOX event', async () => {
    expect(await unread()).toBe(0);
    for (let i = 1; i <= 12; i++) {
      const sent = await ops('/ops/merchants/demo/inbox/messages', { accounts: ['player01'], title: `Message ${i}`, content: `Body ${i}` });
      expect(sent.value).toEqual({ sent: 1, unknownAccounts: [] });
      t.clock.advance(60_000);
    }
    expect(await unread()).toBe(12);
    expect(await unread(agentToken)).toBe(0);

    const p1 = (await get('/wps/inbox/messages?page=1&size=5')).value;
    expect(p1.total).toBe(12);
    expect(p1.list.map((m: { title: string }) => m.title)).toEqual(['Message 12', 'Message 11', 'Message 10', 'Message 9', 'Message 8']);
    const p3 = (await get('/wps/inbox/messages?page=3&size=5')).value;
    expect(p3.list.map((m: { title: string }) => m.title)).toEqual(['Message 2', 'Message 1']);

    const events = (await get('/wps/notifications?after=0')).value as { type: string; data: { title: string } }[];
    expect(events.filter((e) => e.type === 'INBOX').map((e) => e.data.title)).toContain('Message 12');
  });

  it('reading lowers the unread count once; another member cannot read or delete my messages', async () => {
    const [newest] = (await get('/wps/inbox/messages?page=1&size=1')).value.list;
    expect((await post('/wps/inbox/messages/read', { ids: [newest.id] }, agentToken)).value.changed).toBe(0);
    expect((await post('/wps/inbox/messages/delete', { ids: [newest.id] }, agentToken)).value.changed).toBe(0);
    expect((await post('/wps/inbox/messages/read', { ids: [newest.id] })).value.changed).toBe(1);
    expect((await post('/wps/inbox/messages/read', { ids: [newest.id] })).value.changed).toBe(0);
    expect(await unread()).toBe(11);
    expect((await get('/wps/inbox/messages?page=1&size=1')).value.list[0].read).toBe(true);
  });

  it('the inbox check: page 1, size 1, newest unread within the last 7 days', async () => {
    const end = t.clock.now();
    const start = new Date(end.getTime() - 7 * 86_400_000);
    const q = `page=1&size=1&read=false&sort=sendTime,desc&startTime=${start.toISOString()}&endTime=${end.toISOString()}`;
    const check = (await get(`/wps/inbox/messages?${q}`)).value;
    expect(check.total).toBe(11);
    expect(check.list[0].title).toBe('Message 11');
    // eight days later none of them counts as recent any more
    t.clock.advance(8 * 86_400_000);
    // the session has idled out meanwhile
    token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    const later = t.clock.now();
    const old = `page=1&size=1&read=false&startTime=${new Date(later.getTime() - 7 * 86_400_000).toISOString()}&endTime=${later.toISOString()}`;
    expect((await get(`/wps/inbox/messages?${old}`)).value.total).toBe(0);
  });

  it('deleting hides messages and their unread count', async () => {
    const list = (await get('/wps/inbox/messages?page=1&size=3&read=false')).value.list as { id: number }[];
    expect((await post('/wps/inbox/messages/delete', { ids: list.map((m) => m.id) })).value.changed).toBe(3);
    expect(await unread()).toBe(8);
    expect((await get('/wps/inbox/messages?page=1&size=50')).value.total).toBe(9);
  });

  it('needs a real signed-in member', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/inbox/unread', headers: headers('demo') });
    expect(res.statusCode).toBe(401);
  });

  it('reports unknown accounts to the operator', async () => {
    const sent = await ops('/ops/merchants/demo/inbox/messages', { accounts: ['player01', 'nobody99'], title: 'Hi', content: 'x' });
    expect(sent.value).toEqual({ sent: 1, unknownAccounts: ['nobody99'] });
  });
});

describe('notices', () => {
  it('pages 10 at a time with the default types and group (the demo has 12)', async () => {
    const p1 = (await t.app.inject({ method: 'GET', url: '/wps/notice', headers: headers('demo') })).json().value;
    expect(p1).toMatchObject({ total: 12, page: 1, size: 10 });
    expect(p1.list).toHaveLength(10);
    const p2 = (await t.app.inject({ method: 'GET', url: '/wps/notice?page=2', headers: headers('demo') })).json().value;
    expect(p2.list).toHaveLength(2);
    const ids = new Set([...p1.list, ...p2.list].map((n: { id: number }) => n.id));
    expect(ids.size).toBe(12);
  });

  it('filters by type and group, hides expired and future notices, sanitises HTML on write', async () => {
    const now = t.clock.now().getTime();
    const published = await ops('/ops/merchants/demo/notices', {
      type: 'PU',
      groupName: 'w_other',
      title: 'Hello',
      content: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(published.value.content).toBe('<p>Hi<a rel="noopener noreferrer">x</a></p>');
    await ops('/ops/merchants/demo/notices', {
      type: 'PU',
      groupName: 'w_other',
      title: 'Later',
      content: 'soon',
      startDate: new Date(now + 3_600_000).toISOString(),
    });
    const other = (await t.app.inject({ method: 'GET', url: '/wps/notice?groupName=w_other&types=PU', headers: headers('demo') })).json()
      .value;
    expect(other.list.map((n: { title: string }) => n.title)).toEqual(['Hello']);
    const onlyB = (await t.app.inject({ method: 'GET', url: '/wps/notice?types=B', headers: headers('demo') })).json().value;
    expect(onlyB.list.every((n: { type: string }) => n.type === 'B')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/wps/notice?types=XX', headers: headers('demo') });
    expect(bad.statusCode).toBe(400);
  });
});
