import type { OnboardMerchantInput } from '@arcadia/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt, operator, opsLogin } from '../../features/ops/__tests__/ops.console.helpers.js';
import { createTestApp, OPS_TOKEN, type TestApp } from '../../test/harness.js';

let t: TestApp;
let root = '';
let demoAdmin = '';

beforeAll(async () => {
  t = await createTestApp();
  root = (await operator(t, 'brands-root', 'admin', null)).token;
  demoAdmin = (await operator(t, 'brands-demo-admin', 'admin', 'demo')).token;
}, 120_000);
afterAll(() => t.close());

const body = (n: string, over: Partial<OnboardMerchantInput> = {}): OnboardMerchantInput => ({
  clientKey: `key-${n}-0001`,
  template: 'demo',
  code: `brand${n}`,
  names: { EN: `Brand ${n}`, CN: `品牌${n}` },
  primaryDomain: `brand${n}.localhost`,
  otherDomains: [`www.brand${n}.localhost`],
  currency: 'USD',
  currencySymbol: '$',
  currencyPosition: 'F',
  languages: ['EN', 'CN'],
  defaultLanguage: 'EN',
  colors: {
    primary: '#123456',
    accent: '#654321',
    background: '#ffffff',
    surface: '#f0f0f0',
    text: '#111111',
    headerBackground: '#123456',
    headerText: '#ffffff',
  },
  colorScheme: 'light',
  content: 'copy',
  operator: { username: `admin-brand${n}`, password: 'brand-password-1' },
  ...over,
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, language: 'EN' }, ...(payload ? { payload } : {}) });

const onHost = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host: `${host}:5000`, language: 'EN' } });

describe('onboarding a brand (ADR 070)', () => {
  it('creates the brand in one go; it resolves by its host with its languages and theme; its operator signs in', async () => {
    const res = await call('POST', '/ops/merchants', root, body('a'));
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ code: 'branda', name: 'Brand a', status: 'active', created: true, primaryDomain: 'branda.localhost' });
    expect(v.operator.totpSecret).toMatch(/^[A-Z2-7]+$/);

    const settings = (await onHost('branda.localhost', '/wps/system/settings/consolidated')).json().value;
    expect(settings.merchant).toMatchObject({
      code: 'branda',
      name: 'Brand a',
      languages: ['EN', 'CN'],
      defaultLanguage: 'EN',
      currency: 'USD',
    });
    expect(settings.templates.colors.primary).toBe('#123456');
    expect(settings.templates.colorScheme).toBe('light');
    const cn = await t.app.inject({
      method: 'GET',
      url: '/wps/system/settings/consolidated',
      headers: { host: 'www.branda.localhost', language: 'CN' },
    });
    expect(cn.json().value.merchant.name).toBe('品牌a');

    // Switches, register rules and content came from the template.
    const [demo, brand] = await Promise.all(['demo', 'branda'].map((c) => t.features.system.service.merchantByCode(c)));
    expect(await t.features.system.service.whitelabel(brand!.id)).toEqual(await t.features.system.service.whitelabel(demo!.id));
    expect(await t.features.system.service.registerRules(brand!.id)).toEqual(await t.features.system.service.registerRules(demo!.id));
    expect((await t.features.promotions.service.opsBanners(brand!.id)).length).toBe(
      (await t.features.promotions.service.opsBanners(demo!.id)).length,
    );
    expect((await t.features.inbox.notices.all(brand!.id)).length).toBe((await t.features.inbox.notices.all(demo!.id)).length);
    // Its lotteries too (ADR 071), drawn by the draw job under the brand's own seeds.
    expect((await t.features.lottery.repo.games(brand!.id)).map((g) => g.code)).toEqual(
      (await t.features.lottery.repo.games(demo!.id)).map((g) => g.code),
    );
    expect((await t.features.system.service.helpCenter(brand!.id, 'EN')).length).toBeGreaterThan(0);

    const login = await opsLogin(t, 'admin-brandA', 'brand-password-1', codeAt(v.operator.totpSecret, t.clock.now()));
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.operator).toMatchObject({ merchantCode: 'branda', role: 'admin' });
    const token = login.json().value.token;
    expect((await call('GET', '/ops/merchants/branda/audit', token)).statusCode).toBe(200);
    expect((await call('GET', '/ops/merchants/demo/audit', token)).statusCode).toBe(403);
  }, 60_000);

  it('a retry with the same key answers the same brand, without the secret; another body under that key is refused', async () => {
    const again = await call('POST', '/ops/merchants', root, body('a'));
    expect(again.json().value).toMatchObject({ code: 'branda', created: false, operator: { username: 'admin-branda', totpSecret: null } });
    const other = await call('POST', '/ops/merchants', root, { ...body('a'), currency: 'EUR' });
    expect(other.json()).toMatchObject({ success: false, errorCode: 'onboarding_key_reused' });
  });

  it('refuses a taken code and a taken domain with their own codes, localised', async () => {
    const code = await call('POST', '/ops/merchants', root, body('b', { code: 'branda' }));
    expect(code.statusCode).toBe(409);
    expect(code.json()).toMatchObject({ errorCode: 'merchant_code_taken', message: 'The merchant code branda is already in use.' });
    const domain = await call('POST', '/ops/merchants', root, body('b', { otherDomains: ['localhost'] }));
    expect(domain.json()).toMatchObject({ errorCode: 'domain_taken', message: 'The domain localhost is already in use.' });
    expect(await t.features.system.service.merchantByCode('brandb')).toBeNull();
  });

  it('a failure midway leaves nothing: the operator name is taken after the merchant was written', async () => {
    const res = await call(
      'POST',
      '/ops/merchants',
      root,
      body('c', { operator: { username: 'brands-root', password: 'brand-password-1' } }),
    );
    expect(res.json()).toMatchObject({ success: false, errorCode: 'ops_operator_taken' });
    expect(await t.features.system.service.merchantByCode('brandc')).toBeNull();
    expect((await onHost('brandc.localhost', '/wps/system/settings/consolidated')).json().errorCode).toBe('domain_not_available');
    // The same request with another operator name now succeeds with the same code and hosts.
    const ok = await call('POST', '/ops/merchants', root, body('c', { clientKey: 'key-c-0002', content: 'empty' }));
    expect(ok.json().value.created).toBe(true);
    const brand = await t.features.system.service.merchantByCode('brandc');
    expect(await t.features.inbox.notices.all(brand!.id)).toEqual([]);
  }, 60_000);

  it('suspends and reopens: the site shows maintenance and the API refuses meanwhile', async () => {
    expect((await call('POST', '/ops/merchants/brandc/suspend', root)).json().value).toEqual({ code: 'brandc', status: 'suspended' });
    const status = (await onHost('brandc.localhost', '/wps/system/settings/status')).json().value;
    expect(status.maintenance).toMatchObject({ end: '' });
    expect(status.maintenanceEnd).toBeNull();
    expect((await onHost('brandc.localhost', '/wps/system/settings/consolidated')).statusCode).toBe(200);
    const refused = await onHost('brandc.localhost', '/wps/system/country');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      errorCode: 'merchant_suspended',
      message: 'This site is closed for now. Please come back later.',
    });
    expect((await call('POST', '/ops/merchants/brandc/reopen', root)).json().value.status).toBe('active');
    expect((await onHost('brandc.localhost', '/wps/system/country')).statusCode).toBe(200);
    expect((await onHost('brandc.localhost', '/wps/system/settings/status')).json().value.maintenance).toBeNull();
  });

  it('lists brands by page, searched by code, name or domain and filtered by status', async () => {
    const all = (await call('GET', '/ops/merchants?size=2', root)).json().value;
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.items).toHaveLength(2);
    expect(all.items[0]).toMatchObject({ code: 'brandc', primaryDomain: 'brandc.localhost', members: 0, online: 0, ggrToday: '0.0000' });
    const second = (await call('GET', '/ops/merchants?size=2&page=2', root)).json().value;
    expect(second.items.map((i: { code: string }) => i.code)).not.toContain('brandc');
    const byDomain = (await call('GET', '/ops/merchants?q=www.branda', root)).json().value;
    expect(byDomain.items.map((i: { code: string }) => i.code)).toEqual(['branda']);
    const byName = (await call('GET', '/ops/merchants?q=arcadia%20demo', root)).json().value;
    expect(byName.items[0]).toMatchObject({ code: 'demo', primaryDomain: 'localhost' });
    expect(byName.items[0].members).toBeGreaterThan(0);
    const literal = (await call('GET', '/ops/merchants?q=%25', root)).json().value;
    expect(literal.total).toBe(0);
    await call('POST', '/ops/merchants/branda/suspend', OPS_TOKEN);
    const suspended = (await call('GET', '/ops/merchants?status=suspended', root)).json().value;
    expect(suspended.items.map((i: { code: string }) => i.code)).toEqual(['branda']);
  });

  it("refuses a merchant's own operator on every brands route, its own code included", async () => {
    expect((await call('POST', '/ops/merchants', demoAdmin, body('d'))).statusCode).toBe(403);
    expect((await call('GET', '/ops/merchants', demoAdmin)).statusCode).toBe(403);
    expect((await call('POST', '/ops/merchants/demo/suspend', demoAdmin)).statusCode).toBe(403);
    expect((await call('POST', '/ops/merchants/demo/reopen', demoAdmin)).statusCode).toBe(403);
    expect(await t.features.system.service.merchantByCode('brandd')).toBeNull();
  });

  it('audits the creation on the new brand', async () => {
    const page = (await call('GET', '/ops/merchants/branda/audit?action=POST%20%2Fops%2Fmerchants&size=5', root)).json().value;
    expect(page.items.map((i: { action: string }) => i.action)).toContain('POST /ops/merchants');
  });
});
