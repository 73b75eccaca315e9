import { MEMBER_NOTICE_GROUP } from '@arcadia/contract/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

/** Issue 26 /news: notices per language, and one notice for the detail page. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const publish = async (body: object) =>
  (await t.app.inject({ method: 'POST', url: '/ops/merchants/demo/notices', headers: ops, payload: body })).json().value as { id: number };
const inLanguage = (language: string) => ({ ...headers('demo'), language });
const one = (id: number, h: Record<string, string>) => t.app.inject({ method: 'GET', url: `/wps/notice/${id}`, headers: h });

describe('news: notices in the reader language', () => {
  it('list and detail show the variant of the request language, then the merchant default, then the base text', async () => {
    const n = await publish({
      type: 'B',
      title: 'Base title',
      content: '<p>base</p>',
      translations: { EN: { title: 'English title', content: '<p>english</p>' }, CN: { title: '中文标题' } },
    });
    const title = async (language: string) => (await one(n.id, inLanguage(language))).json().value;
    expect(await title('EN')).toMatchObject({ title: 'English title', content: '<p>english</p>' });
    // CN has its own title but no content: the content falls back to the default language (CN, none) then the base.
    expect(await title('CN')).toMatchObject({ title: '中文标题', content: '<p>base</p>' });
    // Japanese has no variant: demo's default language is CN.
    expect(await title('JA')).toMatchObject({ title: '中文标题' });
    const list = (await t.app.inject({ method: 'GET', url: '/wps/notice', headers: inLanguage('EN') })).json().value.list;
    expect(list.find((x: { id: number }) => x.id === n.id)).toMatchObject({ title: 'English title' });
  });

  it('variants are sanitised like the base content; the console sees them all', async () => {
    const n = await publish({
      type: 'PR',
      title: 'Safe',
      content: '<p>ok</p>',
      translations: { TW: { title: '安全', content: '<p>好</p><script>alert(1)</script><img src=x onerror=alert(1)>' } },
    });
    const shown = (await one(n.id, inLanguage('TW'))).json().value.content as string;
    expect(shown).toContain('<p>好</p>');
    expect(shown).not.toMatch(/script|onerror/);
    const all = (await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/notices', headers: ops })).json().value;
    expect(all.find((x: { id: number }) => x.id === n.id).translations.TW.title).toBe('安全');
  });

  it("an unknown, ended or scheduled notice is 404; a members' notice only for a signed-in member", async () => {
    expect((await one(99_999_999, headers('demo'))).statusCode).toBe(404);
    const ended = await publish({
      type: 'B',
      title: 'Old',
      content: 'x',
      startDate: '2020-01-01T00:00:00Z',
      endDate: '2020-02-01T00:00:00Z',
    });
    expect((await one(ended.id, headers('demo'))).statusCode).toBe(404);
    const later = await publish({ type: 'B', title: 'Later', content: 'x', startDate: '2099-01-01T00:00:00Z' });
    expect((await one(later.id, headers('demo'))).statusCode).toBe(404);
    // Another merchant's notice does not exist here.
    const acme = (
      await t.app.inject({
        method: 'POST',
        url: '/ops/merchants/acme/notices',
        headers: ops,
        payload: { type: 'B', title: 'Acme', content: 'x' },
      })
    ).json().value;
    expect((await one(acme.id, headers('demo'))).statusCode).toBe(404);

    const members = await publish({ type: 'PR', groupName: MEMBER_NOTICE_GROUP, title: 'Members only', content: '<p>vip</p>' });
    expect((await one(members.id, headers('demo'))).statusCode).toBe(404);
    const token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    expect((await one(members.id, authed('demo', token))).json().value).toMatchObject({ title: 'Members only' });
  });

  it('refuses a malformed id and changes nothing', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) expect((await one(id as unknown as number, headers('demo'))).statusCode).toBe(400);
  });

  it('the demo board has notices in English and Chinese', async () => {
    const cn = (await t.app.inject({ method: 'GET', url: '/wps/notice', headers: inLanguage('CN') })).json().value;
    const en = (await t.app.inject({ method: 'GET', url: '/wps/notice', headers: inLanguage('EN') })).json().value;
    expect(cn.list.map((n: { title: string }) => n.title)).toContain('周二例行维护通知');
    expect(en.list.map((n: { title: string }) => n.title)).toContain('Scheduled maintenance on Tuesday');
  });
});
