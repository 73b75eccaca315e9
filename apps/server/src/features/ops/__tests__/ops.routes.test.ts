import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ops = (method: 'PUT' | 'DELETE', url: string, payload?: unknown, token = OPS_TOKEN) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}`, language: 'EN' } });
const status = async (merchant: string, language = 'EN') =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: headers(merchant, language) })).json().value;

describe('ops API', () => {
  it('refuses a missing or wrong token with 401 and changes nothing', async () => {
    const res = await ops('PUT', '/ops/merchants/demo/flags', { FREEPLAY3: false }, 'wrong-token-wrong-token-wrong');
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('unauthorized');
    expect((await status('demo')).info.whitelabel.FREEPLAY3).toBe(true);
  });

  it('switches a flag for one merchant only', async () => {
    const res = await ops('PUT', '/ops/merchants/acme/flags', { FEEDBACK3: false });
    expect(res.json().value.FEEDBACK3).toBe(false);
    expect((await status('acme')).info.whitelabel.FEEDBACK3).toBe(false);
    expect((await status('demo')).info.whitelabel.FEEDBACK3).toBe(true);
  });

  it('rejects an unknown flag and changes nothing', async () => {
    const res = await ops('PUT', '/ops/merchants/acme/flags', { NOT_A_FLAG: true, DEPOSIT: false });
    expect(res.statusCode).toBe(400);
    expect((await status('acme')).info.whitelabel.DEPOSIT).toBe(true);
  });

  it('answers not_found for an unknown merchant', async () => {
    const res = await ops('PUT', '/ops/merchants/ghost/flags', { DEPOSIT: false });
    expect(res.statusCode).toBe(404);
  });
});

describe('maintenance window', () => {
  it('shows maintenance with a localised message only between start and end', async () => {
    const now = t.clock.now().getTime();
    const start = new Date(now + 60_000).toISOString();
    const end = new Date(now + 3_600_000).toISOString();
    const res = await ops('PUT', '/ops/merchants/demo/maintenance', { start, end, message: { EN: 'Upgrading', CN: '系统升级' } });
    expect(res.json().success).toBe(true);

    expect((await status('demo')).maintenance).toBeNull(); // not started yet
    t.clock.advance(120_000);
    const during = await status('demo');
    expect(during.maintenance).toEqual({ start, end, message: 'Upgrading' });
    expect(during.maintenanceEnd).toBe(end);
    expect((await status('demo', 'CN')).maintenance.message).toBe('系统升级');
    // a language without a message falls back to the merchant default (CN)
    expect((await status('demo', 'TH')).maintenance.message).toBe('系统升级');
    expect((await status('acme')).maintenance).toBeNull();

    t.clock.advance(3_600_000);
    expect((await status('demo')).maintenance).toBeNull(); // over
  });

  it('ends maintenance at once on DELETE', async () => {
    const now = t.clock.now().getTime();
    await ops('PUT', '/ops/merchants/acme/maintenance', {
      start: new Date(now - 1000).toISOString(),
      end: new Date(now + 3_600_000).toISOString(),
      message: {},
    });
    expect((await status('acme')).maintenance).not.toBeNull();
    await ops('DELETE', '/ops/merchants/acme/maintenance');
    expect((await status('acme')).maintenance).toBeNull();
  });

  it('rejects a window that ends before it starts', async () => {
    const res = await ops('PUT', '/ops/merchants/demo/maintenance', { start: '2026-06-02T00:00:00Z', end: '2026-06-01T00:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('invalid_request');
  });
});

describe('ops API switched off', () => {
  it('does not exist without OPS_API_TOKEN', async () => {
    const off = await createTestApp({ opsApiToken: undefined });
    try {
      const res = await off.app.inject({
        method: 'PUT',
        url: '/ops/merchants/demo/flags',
        payload: {},
        headers: { authorization: 'Bearer x' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('operator balance adjustment', () => {
  it('credits the member, answers the new balance, is idempotent on its key and audited', async () => {
    const adjust = (amount: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ops/merchants/demo/members/player01/adjust',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: { amount, key, remarks: 'welcome' },
      });
    const first = (await adjust('250.50', 'adjust-key-1')).json();
    expect(first).toMatchObject({ success: true, value: { sumBalance: '250.5000' } });
    const again = (await adjust('250.50', 'adjust-key-1')).json();
    expect(again.value).toEqual(first.value);
    expect((await adjust('10', 'adjust-key-1')).json().errorCode).toBe('idempotency_key_reused');
    expect((await adjust('-5', 'adjust-key-2')).statusCode).toBe(400);
    const demo = (await t.features.system.service.merchantByCode('demo'))!;
    const rows = (await t.database.db.execute(`select action from ops_audit where merchant_id = ${demo.id}` as never)) as unknown as {
      rows: { action: string }[];
    };
    expect(rows.rows.map((r) => r.action)).toContain('POST /ops/merchants/:code/members/:account/adjust');
  });
});
