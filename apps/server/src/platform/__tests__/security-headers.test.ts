import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../../test/harness.js';
import { cspSource, pagePolicy } from '../http/security-headers.js';

/** One directive of a policy, as its list of sources. */
const directive = (policy: string | undefined, name: string) =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);
/** Sources that let a page load from (almost) anywhere. */
const BROAD = ['*', 'https:', 'http:', 'wss:', 'ws:', 'https://*', 'data:https:'];

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

describe("a page's Content-Security-Policy names only what its merchant configured (ADR 040)", () => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'arcadia-csp-'));
  beforeAll(async () => {
    writeFileSync(
      join(webDist, 'index.html'),
      '<html><head><title>x</title><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ webDist });
    // acme (127.0.0.1) gets an image CDN and a gateway; demo (localhost) keeps none.
    await t.database.db.execute(
      sql`update merchants set image_cdns = '{https://img.cdn.example/static/}', gateways = '{https://api.acme.example}' where code = 'acme'`,
    );
    t.features.system.service.invalidate((await t.features.system.service.merchantByCode('acme'))!.id);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });
  const page = (host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });

  it('a merchant with an image CDN lists exactly that host beside its own origin', async () => {
    const res = await page('127.0.0.1:3000');
    expect(res.headers['content-type']).toContain('text/html');
    const csp = res.headers['content-security-policy'] as string;
    // Its own domains too: the speed test loads each one's /res/logo.png as an image (spec 001 §7).
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.cdn.example', '127.0.0.1']);
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.acme.example', 'ws://127.0.0.1:3000', 'wss://127.0.0.1:3000']),
    );
  });

  it('a merchant without lists none of the broad sources: its own hosts and socket only', async () => {
    for (const url of ['/', '/promotions', '/ops']) {
      const csp = (await page('localhost:3000', url)).headers['content-security-policy'] as string;
      // Its domains are where the speed test loads a logo and pings; the socket is the page's own host.
      expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'localhost', 'www.localhost']);
      expect(directive(csp, 'connect-src')).toEqual([
        "'self'",
        'localhost',
        'www.localhost',
        'ws://localhost:3000',
        'wss://localhost:3000',
      ]);
      for (const name of ['img-src', 'connect-src', 'script-src'])
        expect(directive(csp, name)?.filter((s) => BROAD.includes(s))).toEqual([]);
    }
    // API answers carry the narrow base policy.
    const api = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(directive(api.headers['content-security-policy'] as string, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(api.headers['content-security-policy'] as string, 'connect-src')).toEqual(["'self'"]);
  });

  it('a configured social sign-in adds its script and, for Firebase, the Google hosts; only for that merchant', async () => {
    const acme = (await t.features.system.service.merchantByCode('acme'))!.id;
    await t.features.socialSignIn.service.configure(acme, {
      jwksUrl: 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
      issuer: 'https://securetoken.google.com/acme-project',
      audience: 'acme-project',
      scriptUrl: 'https://static.acme.example/social.js',
    });
    const csp = (await page('127.0.0.1:3000', '/login')).headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'https://static.acme.example',
      'https://apis.google.com',
      'https://www.gstatic.com',
    ]);
    expect(directive(csp, 'connect-src')).toContain('https://identitytoolkit.googleapis.com');
    const demo = (await page('localhost:3000', '/login')).headers['content-security-policy'] as string;
    expect(directive(demo, 'script-src')).toEqual(["'self'"]);
    expect(demo).not.toContain('googleapis');
  });

  it("an operator's setting never widens a directive beyond one host", () => {
    for (const bad of [
      '*',
      'https:',
      '*.example.com',
      'https://*.example.com',
      "cdn.example; script-src 'unsafe-inline'",
      'javascript:alert(1)',
      '',
    ])
      expect(cspSource(bad), bad).toBeNull();
    expect(cspSource('https://cdn.example.com:8443/a/b?c')).toBe('https://cdn.example.com:8443');
    const policy = pagePolicy("default-src 'self';img-src 'self'", {
      img: ['*', 'cdn.example', 'cdn.example'],
      connect: ['x.example'],
      script: [],
    });
    expect(policy).toBe("default-src 'self';img-src 'self' cdn.example");
  });
});
