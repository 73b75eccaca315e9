import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, h: Record<string, string> = headers('demo')) => t.app.inject({ method: 'GET', url, headers: h });

describe('merchant resolution', () => {
  it('refuses an unknown merchant code with domain_not_available', async () => {
    const res = await get('/wps/system/settings/consolidated', headers('nope'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, value: null, errorCode: 'domain_not_available' });
  });

  it('refuses an unknown host when no Merchant header is sent', async () => {
    const res = await get('/wps/system/status', { host: 'unknown.example', language: 'EN' });
    expect(res.json().errorCode).toBe('domain_not_available');
  });

  it('resolves the merchant from the host: localhost is demo, 127.0.0.1 is acme', async () => {
    const demo = await get('/wps/system/settings/consolidated', { host: 'localhost:3000' });
    const acme = await get('/wps/system/settings/consolidated', { host: '127.0.0.1:3000' });
    expect(demo.json().value.merchant.code).toBe('demo');
    expect(acme.json().value.merchant.code).toBe('acme');
  });

  it('localises the message of the same error by the Language header', async () => {
    const en = (await get('/wps/system/status', headers('nope', 'EN'))).json();
    const cn = (await get('/wps/system/status', headers('nope', 'CN'))).json();
    expect(en.errorCode).toBe(cn.errorCode);
    expect(en.message).toMatch(/domain is not available/i);
    expect(cn.message).toMatch(/域名/);
    expect(en.message).not.toBe(cn.message);
  });

  it('falls back to CN for a missing or unknown Language', async () => {
    const res = (await get('/wps/system/status', { merchant: 'nope', language: 'xx' })).json();
    expect(res.message).toMatch(/域名/);
  });
});

describe('shell settings', () => {
  it('consolidated settings carry the merchant, theme, flags and SEO', async () => {
    const res = await get('/wps/system/settings/consolidated');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, errorCode: null, message: '' });
    expect(body.value.merchant).toMatchObject({
      code: 'demo',
      currency: 'CNY',
      currencySymbol: '¥',
      currencyPosition: 'F',
      defaultLanguage: 'CN',
    });
    expect(body.value.merchant.languages).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
    expect(body.value.templates.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(body.value.seo['/promotions'].title).toContain('Promotions');
  });

  it('acme sees its own flags and currency, not demo’s', async () => {
    const demo = (await get('/wps/system/whitelabel')).json().value;
    const acme = (await get('/wps/system/whitelabel', headers('acme'))).json().value;
    expect(demo.FREEPLAY3).toBe(true);
    expect(acme.FREEPLAY3).toBe(false);
    expect(acme.CBS3).toBe(false);
    expect(demo.CBS3).toBe(true);
    // a flag neither merchant overrides keeps its documented default
    expect(acme.DEPOSIT).toBe(true);
    const acmeSettings = (await get('/wps/system/settings/consolidated', headers('acme'))).json().value;
    expect(acmeSettings.merchant).toMatchObject({ code: 'acme', currency: 'BRL', currencySymbol: 'R$' });
    expect(acmeSettings.templates.colors.primary).not.toBe((await get('/wps/system/templates')).json().value.colors.primary);
  });

  it('status is the permission object with register rules, resources, sms and customer service', async () => {
    const value = (await get('/wps/system/status')).json().value;
    expect(Object.keys(value).sort()).toEqual(
      ['info', 'location', 'maintenance', 'maintenanceEnd', 'regionRestriction', 'test', 'url'].sort(),
    );
    expect(Object.keys(value.info).sort()).toEqual(
      ['customerService', 'gw', 'imageCDNs', 'launchGameCDNs', 'mobileTemplate', 'register', 'resources', 'sms', 'whitelabel'].sort(),
    );
    expect(value.info.register.find((r: { key: string }) => r.key === 'username')).toMatchObject({ minLength: 6, maxLength: 13 });
    expect(value.info.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      'IOS',
      'Android',
      'H5',
      'WECHAT',
      'QQ',
      'SKYPE',
      'ZALO',
      'SpeedTest',
    ]);
    expect(value.info.sms).toMatchObject({ enabled: true, expiredMinutes: 5 });
    expect(value.maintenance).toBeNull();
    expect(value.regionRestriction).toBe(false);
  });

  it('location reports the visitor IP and country, and restricts acme in the US', async () => {
    const us = (await get('/wps/system/location', { ...headers('acme'), 'x-test-country': 'us' })).json().value;
    expect(us).toEqual({ ip: '127.0.0.1', countryCode: 'US', regionRestricted: true });
    const br = (await get('/wps/system/location', { ...headers('acme'), 'x-test-country': 'BR' })).json().value;
    expect(br.regionRestricted).toBe(false);
    const demoUs = (await get('/wps/system/status', { ...headers('demo'), 'x-test-country': 'US' })).json().value;
    expect(demoUs.regionRestriction).toBe(false);
    const acmeUs = (await get('/wps/system/status', { ...headers('acme'), 'x-test-country': 'US' })).json().value;
    expect(acmeUs.regionRestriction).toBe(true);
    expect(acmeUs.location.ip).toBe('127.0.0.1');
  });

  it('ignores a malformed country header', async () => {
    const v = (await get('/wps/system/location', { ...headers('acme'), 'x-test-country': 'US<script>' })).json().value;
    expect(v.countryCode).toBeNull();
  });

  it('templates, domain routes, help centre, countries and register rules', async () => {
    expect((await get('/wps/system/templates')).json().value.colorScheme).toBe('dark');
    expect((await get('/wps/system/domainRoute')).json().value).toEqual([
      { domainName: 'localhost', speed: 0 },
      { domainName: 'www.localhost', speed: 0 },
    ]);
    const helpEn = (await get('/wps/system/helpCenter?lang=EN')).json().value;
    expect(helpEn[0]).toMatchObject({ tag: 'account', title: 'Account' });
    expect(helpEn[0].children[0]).toMatchObject({ tag: 'register', title: 'Register', children: [] });
    const helpCn = (await get('/wps/system/helpCenter', headers('demo', 'CN'))).json().value;
    expect(helpCn[0].title).toBe('账户');
    // a language without help content falls back to the merchant default
    const helpJa = (await get('/wps/system/helpCenter?lang=JA')).json().value;
    expect(helpJa[0].title).toBe('账户');
    const countries = (await get('/wps/system/country')).json().value;
    expect(countries).toContainEqual({ countryCode: 'TH', countryDialingCode: '66' });
    const rules = (await get('/wps/system/setting/register')).json().value;
    expect(rules.map((r: { key: string }) => r.key).slice(0, 4)).toEqual(['username', 'password', 'mobileNum', 'nickname']);
  });

  it('rejects a bad query with a localised invalid_request and 400', async () => {
    const res = await get('/wps/system/helpCenter?lang=XX');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'invalid_request' });
  });

  it('ping echoes the speed token without a merchant and is never cached', async () => {
    const res = await get('/wps/system/test/ping?speed=1700000000000', {});
    expect(res.json().value.speed).toBe('1700000000000');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('publishes one RSA-OAEP-256 encryption key', async () => {
    const { keys } = (await get('/wps/system/crypto/jwks', {})).json().value;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc' });
    expect(keys[0].d).toBeUndefined();
  });
});

describe('platform', () => {
  it('answers health and readiness', async () => {
    expect((await get('/healthz', {})).json().value.status).toBe('ok');
    expect((await get('/readyz', {})).json().value).toEqual({ status: 'ready', database: 'pglite', bus: 'ok' });
  });

  it('answers unknown API paths with a not_found envelope', async () => {
    const res = await get('/wps/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('not_found');
  });

  it('serves the OpenAPI document with the shell calls', async () => {
    const res = await get('/docs/json', {});
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/system/settings/consolidated', '/wps/system/crypto/jwks']));
  });

  it('sets security headers', async () => {
    const res = await get('/wps/system/status');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
