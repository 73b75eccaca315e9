import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../../../test/harness.js';
import { logoAnswer } from '../system.logo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('/res/logo.png: the speed test image (spec 001 §7)', () => {
  it("answers the merchant's logo setting as an image, loadable from another mirror's page", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/res/logo.png?${Date.now()}`, headers: headers('demo') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toMatch(/^<svg /);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const templates = (await t.app.inject({ method: 'GET', url: '/wps/system/settings/templates', headers: headers('demo') })).json().value;
    expect(templates.logoUrl).toContain(encodeURIComponent(res.body).slice(0, 40));
  });

  it('is per merchant, and missing for an unknown one', async () => {
    const demo = (await t.app.inject({ method: 'GET', url: '/res/logo.png', headers: headers('demo') })).body;
    const acme = (await t.app.inject({ method: 'GET', url: '/res/logo.png', headers: headers('acme') })).body;
    expect(acme).not.toBe(demo);
    const none = await t.app.inject({ method: 'GET', url: '/res/logo.png', headers: { ...headers('nobody'), host: 'unknown.example' } });
    expect(none.statusCode).toBe(404);
  });

  it("lets each mirror's logo load on the merchant's pages (img-src)", async () => {
    const demo = await t.features.system.service.merchantByCode('demo');
    await t.features.system.service.setMirrors(demo!.id, ['m1.example.test']);
    expect((await t.features.system.service.pageSources(demo!.id)).img).toContain('m1.example.test');
  });
});

describe('logo setting to answer', () => {
  it('serves data URLs as bytes, redirects to addresses and paths, refuses anything else', () => {
    expect(logoAnswer('data:image/png;base64,iVBORw0KGgo=')).toMatchObject({ kind: 'image', mime: 'image/png' });
    expect(logoAnswer('data:image/svg+xml;utf8,%3Csvg%2F%3E')).toEqual({
      kind: 'image',
      mime: 'image/svg+xml',
      bytes: Buffer.from('<svg/>'),
    });
    expect(logoAnswer('https://cdn.example.test/logo.png')).toEqual({ kind: 'redirect', url: 'https://cdn.example.test/logo.png' });
    expect(logoAnswer('/res/brand.png')).toEqual({ kind: 'redirect', url: '/res/brand.png' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>x</script>', '//evil.test/x.png', '/res/logo.png', ''])
      expect(logoAnswer(bad)).toBeNull();
  });
});
