import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../../test/harness.js';

describe('security headers (helmet, computed once)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('every answer carries the CSP and helmet defaults, twice in a row alike', async () => {
    for (const url of ['/healthz', '/wps/system/status', '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url, headers: headers('demo') });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('errors carry them too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: headers('demo') });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
