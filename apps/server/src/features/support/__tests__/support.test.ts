import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, memberIds, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { sanitizeOperatorHtml } from '../index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('customer-service entries', () => {
  it('visitors and members without a matching label get the general entries; a club label gets its own', async () => {
    const { merchantId, memberId } = await memberIds(t, 'demo', 'player01');
    const club = (await t.features.accounts.service.get(merchantId, memberId)).clubLabelId!;
    const visitor = (await t.app.inject({ method: 'GET', url: '/wps/support/customerService', headers: headers('demo') })).json().value;
    expect(visitor.map((e: { title: string }) => e.title)).toEqual(['Help centre', 'E-mail support']);

    const token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    const member = (await t.app.inject({ method: 'GET', url: '/wps/support/customerService', headers: authed('demo', token) })).json()
      .value;
    expect(member.map((e: { title: string }) => e.title)).toEqual(['Help centre', 'E-mail support']);

    const service = t.features.support.service;
    const entries = [
      {
        csType: 'LIVECHAT',
        csPosition: 'right',
        path: 'https://chat.test/vip',
        labelIds: [club],
        target: 'popup' as const,
        type: 'web',
        title: 'VIP',
      },
      {
        csType: 'COMM100',
        csPosition: 'right',
        path: 'https://chat.test/all',
        labelIds: [],
        target: 'popup' as const,
        type: 'web',
        title: 'All',
      },
      {
        csType: 'AICAN',
        csPosition: 'right',
        path: 'https://chat.test/w.js',
        labelIds: [],
        target: 'popup' as const,
        type: 'script',
        title: 'widget',
      },
    ];
    const withEntries = new (service.constructor as typeof import('../support.service.js').SupportService)({
      customerService: async () => entries,
      clubLabel: async (_m, id) => (id === memberId ? club : null),
      replaceHelp: async () => {},
      sanitize: (h) => h,
    });
    expect((await withEntries.customerServiceFor(merchantId, memberId)).map((e) => e.title)).toEqual(['VIP']);
    expect((await withEntries.customerServiceFor(merchantId, memberId + 1)).map((e) => e.title)).toEqual(['All']);
    expect((await withEntries.customerServiceFor(merchantId, null)).map((e) => e.title)).toEqual(['All']);
    expect(await withEntries.scripts(merchantId)).toEqual({ scripts: ['https://chat.test/w.js'] });
  });
});

describe('help centre', () => {
  it('an operator replaces the help tree; HTML is sanitised on write and served in the tree', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/help/EN',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: {
        items: [
          {
            tag: 'deposit',
            title: 'Deposits',
            content: '<h3>How</h3><img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe>',
            children: [{ tag: 'bank', title: 'Bank transfer', content: '<p style="position:fixed;color:red">Use <b>your</b> name</p>' }],
          },
        ],
      },
    });
    expect(res.json()).toMatchObject({ success: true });
    const tree = (await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=EN', headers: headers('demo') })).json().value;
    expect(tree).toEqual([
      {
        id: expect.any(Number),
        tag: 'deposit',
        title: 'Deposits',
        content: '<h3>How</h3><img src="x" />',
        bgColor: null,
        children: [
          {
            id: expect.any(Number),
            tag: 'bank',
            title: 'Bank transfer',
            content: '<p style="color:red">Use <b>your</b> name</p>',
            bgColor: null,
            children: [],
          },
        ],
      },
    ]);
  });

  it('keeps links safe', () => {
    expect(sanitizeOperatorHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeOperatorHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });
});

describe('mirrors', () => {
  it('an operator replaces the mirror list; the speed-test list and the ping answer other origins', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/mirrors',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { hosts: ['m1.demo.test', 'LOCALHOST:3925'] },
    });
    expect(res.json().success).toBe(true);
    const list = (await t.app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: headers('demo') })).json().value;
    expect(list.map((d: { domainName: string }) => d.domainName)).toEqual(['localhost', 'm1.demo.test', 'localhost:3925']);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/mirrors',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { hosts: ['javascript:alert(1)'] },
    });
    expect(bad.statusCode).toBe(400);
    const ping = await t.app.inject({ method: 'GET', url: '/wps/system/test/ping?speed=123' });
    expect(ping.headers['access-control-allow-origin']).toBe('*');
    expect(ping.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
