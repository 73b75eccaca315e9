import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';

// The console's VIP editor reads every level with its name (ADR 029).
let t: TestApp;
const url = '/ops/merchants/demo/reward-centre/vip-levels';
const get = (token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('VIP levels for the console', () => {
  it('lists every club label with its name and bonus, 0 where none is set', async () => {
    const reader = (await operator(t, 'vip-reader', 'read-only', 'demo')).token;
    const merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
    const labels = await t.features.accounts.service.clubLabels(merchantId);
    const vip2 = labels.find((l) => l.name === 'VIP 2')!;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/reward-centre/vip-benefits',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { levels: [{ labelId: vip2.id, levelUpBonus: '58.5' }] },
    });
    expect(put.json().success).toBe(true);
    const levels = (await get(reader)).json().value as { labelId: number; labelName: string; levelUpBonus: string }[];
    expect(levels.map((l) => l.labelId)).toEqual(labels.map((l) => l.id));
    expect(levels.find((l) => l.labelId === vip2.id)).toEqual({ labelId: vip2.id, labelName: 'VIP 2', levelUpBonus: '58.5000' });
    expect(levels.filter((l) => l.labelId !== vip2.id).every((l) => l.levelUpBonus === '0.0000')).toBe(true);
  });

  it('refuses a member token and another merchant’s operator', async () => {
    const member = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token as string;
    expect((await t.app.inject({ method: 'GET', url, headers: authed('demo', member) })).statusCode).toBe(401);
    const acme = (await operator(t, 'vip-acme', 'admin', 'acme')).token;
    expect((await get(acme)).statusCode).toBe(403);
  });
});
