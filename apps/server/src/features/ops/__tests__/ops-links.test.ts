import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { databaseFingerprint } from '../../../test/reward-members.js';
import { operator } from './ops.console.helpers.js';

let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await operator(t, 'links-admin', 'admin', 'demo')).token;
}, 120_000);
afterAll(() => t.close());

const ATTACKS = ['javascript:alert(1)', '//evil.example', '/\\evil.example'];
const EN =
  'The link is not valid: enter a path of this site starting with a single "/", or a full address starting with http:// or https://.';
const TH = 'ลิงก์ไม่ถูกต้อง: โปรดป้อนพาธของเว็บไซต์นี้ที่ขึ้นต้นด้วย "/" เพียงตัวเดียว หรือที่อยู่เต็มที่ขึ้นต้นด้วย http:// หรือ https://';

const send = (method: string, url: string, payload: object, language = 'EN') =>
  t.app.inject({ method: method as 'PUT', url, headers: { authorization: `Bearer ${admin}`, language }, payload });

/** Every operator-entered link field, one body per field with `bad` in it. */
const FIELDS: { name: string; method: string; url: string; body: (bad: string) => object }[] = [
  {
    name: 'speed-test resource url',
    method: 'PUT',
    url: '/ops/merchants/demo/resources',
    body: (bad) => ({ resources: [{ resourceType: 'SpeedTest', url: bad, qrCodeUrl: null }] }),
  },
  {
    name: 'resource QR code url',
    method: 'PUT',
    url: '/ops/merchants/demo/resources',
    body: (bad) => ({ resources: [{ resourceType: 'QQ', url: '/qq', qrCodeUrl: bad }] }),
  },
  {
    name: 'customer-service path',
    method: 'PUT',
    url: '/ops/merchants/demo/customer-service',
    body: (bad) => ({
      entries: [{ csType: 'OTHER', csPosition: 'right', path: bad, labelIds: [], target: 'popup', type: 'web', title: 'Help' }],
    }),
  },
  {
    name: 'promotion redirect',
    method: 'POST',
    url: '/ops/merchants/demo/promotions',
    body: (bad) => ({ title: 'Links', content: '<p>x</p>', redirect: bad }),
  },
  {
    name: 'promotion external link',
    method: 'POST',
    url: '/ops/merchants/demo/promotions',
    body: (bad) => ({ title: 'Links', content: '<p>x</p>', externalLink: bad }),
  },
  {
    name: 'promotion image',
    method: 'POST',
    url: '/ops/merchants/demo/promotions',
    body: (bad) => ({ title: 'Links', content: '<p>x</p>', images: [bad] }),
  },
  {
    name: 'banner image',
    method: 'POST',
    url: '/ops/merchants/demo/banners',
    body: (bad) => ({ url: bad, linkage: '', linkageType: 'P' }),
  },
  {
    name: 'banner link',
    method: 'POST',
    url: '/ops/merchants/demo/banners',
    body: (bad) => ({ url: '/b.png', linkage: bad, linkageType: 'URL' }),
  },
  {
    name: 'chat provider page',
    method: 'PUT',
    url: '/ops/merchants/demo/chat/settings',
    body: (bad) => ({ mode: 'external', externalChatUrl: bad }),
  },
  {
    name: 'chat verify endpoint',
    method: 'PUT',
    url: '/ops/merchants/demo/chat/settings',
    body: (bad) => ({ mode: 'external', externalVerifyUrl: bad }),
  },
  { name: 'social JWKS', method: 'PUT', url: '/ops/merchants/demo/social', body: (bad) => ({ jwksUrl: bad, issuer: 'i', audience: 'a' }) },
  {
    name: 'social script',
    method: 'PUT',
    url: '/ops/merchants/demo/social',
    body: (bad) => ({ jwksUrl: 'https://id.example/jwks', issuer: 'i', audience: 'a', scriptUrl: bad }),
  },
  {
    name: 'SEO canonical',
    method: 'PUT',
    url: '/ops/merchants/demo/seo',
    body: (bad) => ({ seo: { '/': { title: 'Home', description: '', canonical: bad } } }),
  },
];

describe('every operator link field follows the one link rule', () => {
  it('refuses javascript:, protocol-relative and backslash links with the localised invalid_link, and nothing changes', async () => {
    const before = await databaseFingerprint(t);
    for (const f of FIELDS)
      for (const bad of ATTACKS) {
        const res = await send(f.method, f.url, f.body(bad));
        const where = `${f.name}: ${bad}`;
        expect(res.statusCode, where).toBe(400);
        expect(res.json(), where).toMatchObject({ success: false, errorCode: 'invalid_link', message: EN });
      }
    const th = await send('PUT', '/ops/merchants/demo/resources', FIELDS[0]!.body('javascript:alert(1)'), 'TH');
    expect(th.json().message).toBe(TH);
    expect(await databaseFingerprint(t)).toEqual(before);
  }, 120_000);

  it('still takes same-site paths, http(s) addresses and a customer-service mail address', async () => {
    const ok = async (method: string, url: string, body: object) => {
      const res = await send(method, url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    };
    await ok('PUT', '/ops/merchants/demo/resources', {
      resources: [{ resourceType: 'SpeedTest', url: '/speedtest', qrCodeUrl: 'https://qr.example/x.png' }],
    });
    await ok('PUT', '/ops/merchants/demo/customer-service', {
      entries: [
        {
          csType: 'OTHER',
          csPosition: 'right',
          path: 'mailto:help@demo.example',
          labelIds: [],
          target: 'popup',
          type: 'mail',
          title: 'Mail',
        },
      ],
    });
    await ok('POST', '/ops/merchants/demo/promotions', {
      title: 'Links ok',
      content: '<p>x</p>',
      redirect: '/deposit',
      externalLink: 'https://partner.example/x',
    });
  });
});
