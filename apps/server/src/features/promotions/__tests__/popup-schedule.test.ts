import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';

// Popup scheduling (ADR 029): an optional window; players see a popup only inside it.
let t: TestApp;
let content: string;
let support: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, language = 'EN') =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, language }, ...(payload === undefined ? {} : { payload }) });
/** What a visitor's browser gets (execution F shows to everyone). */
const visitorSees = async () =>
  ((await t.app.inject({ method: 'GET', url: '/wps/promotions/popups', headers: headers('demo') })).json().value as { id: number }[]).map(
    (p) => p.id,
  );
const opsList = async () =>
  (await call('GET', '/ops/merchants/demo/popups', content)).json().value as {
    id: number;
    title: string;
    startsAt: string | null;
    endsAt: string | null;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  content = (await operator(t, 'popup-content', 'content', 'demo')).token;
  support = (await operator(t, 'popup-support', 'support', 'demo')).token;
});
afterAll(() => t.close());

describe('popup scheduling', () => {
  it('serves a popup only from its start and until its end, as the clock moves', async () => {
    t.clock.set('2026-06-01T12:00:00Z');
    const made = await call('POST', '/ops/merchants/demo/popups', content, {
      title: 'Midsummer',
      content: '<p>x</p>',
      execution: 'F',
      startsAt: '2026-06-02T00:00:00Z',
      endsAt: '2026-06-03T00:00:00.000+08:00',
    });
    expect(made.statusCode).toBe(200);
    const id = made.json().value.id as number;
    expect((await opsList()).find((p) => p.id === id)).toMatchObject({
      startsAt: '2026-06-02T00:00:00.000Z',
      endsAt: '2026-06-02T16:00:00.000Z',
    });
    expect(await visitorSees()).not.toContain(id); // not started
    t.clock.set('2026-06-02T00:00:00Z');
    expect(await visitorSees()).toContain(id); // the start itself is inside
    t.clock.set('2026-06-02T15:59:59Z');
    expect(await visitorSees()).toContain(id);
    t.clock.set('2026-06-02T16:00:00Z');
    expect(await visitorSees()).not.toContain(id); // the end is outside
  });

  it('a popup without dates shows always; an edit can open or close its window', async () => {
    t.clock.set('2026-06-01T12:00:00Z');
    const id = (await call('POST', '/ops/merchants/demo/popups', content, { title: 'Always', content: '', execution: 'F' })).json().value
      .id as number;
    expect(await visitorSees()).toContain(id);
    const ended = await call('PUT', `/ops/merchants/demo/popups/${id}`, content, {
      title: 'Always',
      content: '',
      execution: 'F',
      endsAt: '2026-06-01T11:00:00Z',
    });
    expect(ended.json().value).toMatchObject({ startsAt: null, endsAt: '2026-06-01T11:00:00.000Z' });
    expect(await visitorSees()).not.toContain(id);
    await call('PUT', `/ops/merchants/demo/popups/${id}`, content, { title: 'Always', content: '', execution: 'F', endsAt: null });
    expect(await visitorSees()).toContain(id);
  });

  it('refuses an end not after the start, localised, and changes nothing', async () => {
    const id = (await call('POST', '/ops/merchants/demo/popups', content, { title: 'Keep', content: '', execution: 'F' })).json().value
      .id as number;
    const before = await opsList();
    const bad = { title: 'Changed', content: '', execution: 'F', startsAt: '2026-07-02T00:00:00Z', endsAt: '2026-07-02T00:00:00Z' };
    const put = await call('PUT', `/ops/merchants/demo/popups/${id}`, content, bad, 'CN');
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ success: false, errorCode: 'popup_window_invalid', message: '弹窗的结束时间必须晚于开始时间。' });
    const post = await call('POST', '/ops/merchants/demo/popups', content, { ...bad, title: 'New' }, 'EN');
    expect(post.json()).toMatchObject({ errorCode: 'popup_window_invalid', message: 'The popup’s end must be after its start.' });
    const garbled = await call('PUT', `/ops/merchants/demo/popups/${id}`, content, { ...bad, startsAt: 'tomorrow', endsAt: null });
    expect(garbled.statusCode).toBe(400);
    expect(await opsList()).toEqual(before);
  });

  it('a support role may not schedule a popup, and nothing changes', async () => {
    const id = (await call('POST', '/ops/merchants/demo/popups', content, { title: 'Mine', content: '', execution: 'F' })).json().value
      .id as number;
    const before = await opsList();
    const res = await call('PUT', `/ops/merchants/demo/popups/${id}`, support, {
      title: 'Mine',
      content: '',
      execution: 'F',
      endsAt: '2026-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(403);
    expect(await opsList()).toEqual(before);
  });
});
