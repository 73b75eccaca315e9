import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';

let t: TestApp;
let admin: string;
let content: string;
let support: string;

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object, language = 'EN') =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language },
    ...(payload === undefined ? {} : { payload }),
  });
const site = async () => (await call('GET', '/ops/merchants/demo/site', content)).json().value;
const player = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/settings/consolidated', headers: headers('demo') })).json().value;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await operator(t, 'site-admin', 'admin', 'demo')).token;
  content = (await operator(t, 'site-content', 'content', 'demo')).token;
  support = (await operator(t, 'site-support', 'support', 'demo')).token;
});
afterAll(() => t.close());

describe('SEO per path', () => {
  it('a content operator replaces the SEO map; the player settings carry it at once; the audit keeps it', async () => {
    const { seo } = await site();
    const next = { ...seo, '/promotions': { title: 'Big bonuses', description: 'All of them' } };
    const res = await call('PUT', '/ops/merchants/demo/seo', content, { seo: next });
    expect(res.statusCode).toBe(200);
    expect((await site()).seo['/promotions']).toEqual({ title: 'Big bonuses', description: 'All of them' });
    expect((await player()).seo['/promotions'].title).toBe('Big bonuses');
    const [entry] = (await call('GET', '/ops/merchants/demo/audit?action=seo', OPS_TOKEN)).json().value.items;
    expect(entry.after['/promotions'].title).toBe('Big bonuses');
    expect(entry.before['/promotions'].title).toBe(seo['/promotions'].title);
  });

  it('refuses a support role, a path the spec does not list and an empty title, in the caller’s language; nothing changes', async () => {
    const before = (await site()).seo;
    expect((await call('PUT', '/ops/merchants/demo/seo', support, { seo: before })).statusCode).toBe(403);
    const unknown = await call('PUT', '/ops/merchants/demo/seo', content, {
      seo: { ...before, '/admin': { title: 'x', description: '' } },
    });
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'invalid_request' });
    const empty = await call('PUT', '/ops/merchants/demo/seo', content, { seo: { '/': { title: ' ', description: '' } } }, 'CN');
    expect(empty.json().success).toBe(false);
    expect(empty.json().message).toContain('请求内容有误');
    expect((await site()).seo).toEqual(before);
  });
});

describe('theme, resources and customer service', () => {
  it('an admin changes the theme, resources and entries; the player site gets them; content may not', async () => {
    const { templates } = await site();
    const theme = { ...templates, colors: { ...templates.colors, primary: '#123456' } };
    expect((await call('PUT', '/ops/merchants/demo/templates', content, theme)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/ops/merchants/demo/templates', admin, { ...theme, colors: { ...theme.colors, accent: 'red' } })).statusCode,
    ).toBe(400);
    expect((await site()).templates).toEqual(templates);
    expect((await call('PUT', '/ops/merchants/demo/templates', admin, theme)).statusCode).toBe(200);
    expect((await player()).templates.colors.primary).toBe('#123456');

    const resources = [{ resourceType: 'QQ', url: 'https://qq.example/1', qrCodeUrl: null }];
    expect((await call('PUT', '/ops/merchants/demo/resources', content, { resources })).statusCode).toBe(403);
    expect(
      (await call('PUT', '/ops/merchants/demo/resources', admin, { resources: [{ ...resources[0], resourceType: 'FAX' }] })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/ops/merchants/demo/resources', admin, { resources })).json().value).toEqual(resources);
    expect((await player()).resources).toEqual(resources);

    const entries = [
      { csType: 'LIVECHAT', csPosition: 'left', path: 'https://chat.example', labelIds: [3], target: '_blank', type: 'web', title: 'VIP' },
    ];
    expect((await call('PUT', '/ops/merchants/demo/customer-service', support, { entries })).statusCode).toBe(403);
    expect((await call('PUT', '/ops/merchants/demo/customer-service', admin, { entries: [{ ...entries[0], title: '' }] })).statusCode).toBe(
      400,
    );
    const general = { ...entries[0]!, labelIds: [], title: 'General', path: 'https://help.example' };
    expect((await call('PUT', '/ops/merchants/demo/customer-service', admin, { entries: [...entries, general] })).statusCode).toBe(200);
    expect((await site()).customerService).toEqual([...entries, general]);
    // A club label's line (here VIP) is not in what every visitor loads: not in the settings, not in
    // the status, not in the support list of a visitor (ADR 060).
    expect((await player()).customerService).toEqual([general]);
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: headers('demo') })).json().value;
    expect((await get('/wps/system/status')).info.customerService).toEqual([general]);
    expect((await get('/wps/system/settings/status')).info.customerService).toEqual([general]);
    expect((await get('/wps/support/customerService')).map((e: { title: string }) => e.title)).toEqual(['General']);
    expect(JSON.stringify(await get('/wps/system/settings/whitelabel'))).not.toContain('chat.example');
  });
});

describe('domains', () => {
  it('lists the hosts with the primary marked; an admin adds and removes one, and the new host resolves the merchant', async () => {
    expect((await site()).domains).toEqual([
      { host: 'localhost', kind: 'site', primary: true },
      { host: 'www.localhost', kind: 'mirror', primary: false },
    ]);
    const added = await call('POST', '/ops/merchants/demo/domains', admin, { host: ' Play.Example.COM ', kind: 'site' });
    expect(added.json().value).toContainEqual({ host: 'play.example.com', kind: 'site', primary: false });
    const viaHost = await t.app.inject({
      method: 'GET',
      url: '/wps/system/templates',
      headers: { host: 'play.example.com', language: 'EN' },
    });
    expect(viaHost.json().success).toBe(true);
    const removed = await call('DELETE', '/ops/merchants/demo/domains/play.example.com', admin);
    expect(removed.json().value.map((d: { host: string }) => d.host)).toEqual(['localhost', 'www.localhost']);
    const [audit] = (await call('GET', '/ops/merchants/demo/audit?action=DELETE /ops/merchants/:code/domains/:host', OPS_TOKEN)).json()
      .value.items;
    expect(audit.before).toContainEqual({ host: 'play.example.com', kind: 'site', primary: false });
    expect(audit.after).toHaveLength(2);
  });

  it('refuses the primary host, a taken host, bad input and a content role, in the caller’s language, and changes nothing', async () => {
    const before = (await site()).domains;
    const primary = await call('DELETE', '/ops/merchants/demo/domains/localhost', admin, undefined, 'CN');
    expect(primary.statusCode).toBe(409);
    expect(primary.json()).toMatchObject({ errorCode: 'primary_domain_required', message: expect.stringContaining('主域名') });
    const taken = await call('POST', '/ops/merchants/demo/domains', admin, { host: 'WWW.localhost', kind: 'mirror' });
    expect(taken.json()).toMatchObject({ errorCode: 'domain_taken', message: 'The domain www.localhost is already in use.' });
    expect((await call('POST', '/ops/merchants/demo/domains', admin, { host: 'not a host', kind: 'site' })).json().errorCode).toBe(
      'invalid_request',
    );
    expect((await call('POST', '/ops/merchants/demo/domains', content, { host: 'x.example.com', kind: 'site' })).statusCode).toBe(403);
    expect((await call('DELETE', '/ops/merchants/demo/domains/www.localhost', content)).statusCode).toBe(403);
    expect((await call('DELETE', '/ops/merchants/demo/domains/nowhere.example', admin)).statusCode).toBe(404);
    expect((await site()).domains).toEqual(before);
  });
});
