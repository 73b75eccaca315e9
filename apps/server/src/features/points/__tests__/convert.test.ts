import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, login, memberIds, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { fundedMember, holdings, LOGIN_PASSWORD, PAY_PASSWORD } from './fixture.js';

let t: TestApp;
let merchantId: number;
let memberId: number;
let token: string;

// biome-ignore lint/suspicious/noExplicitAny: tests read whichever value shape the call returns
type Answer = { success: boolean; value: any; errorCode: string | null; message: string };
const convert = async (payload: Record<string, unknown>) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/wps/points/convert',
      headers: authed('demo', token),
      payload: await encrypted(t, payload),
    })
  ).json() as Answer;

beforeAll(async () => {
  t = await createTestApp();
  ({ merchantId } = await memberIds(t, 'demo', 'player01'));
  memberId = await fundedMember(t, merchantId, 'converter01', { points: '50', money: '10' });
  token = (await login(t, 'demo', { username: 'converter01', password: LOGIN_PASSWORD })).body.value.token;
}, 60_000);
afterAll(() => t?.close());

describe('converting points to wallet money (spec 001 §5: amount at least 1, then the password)', () => {
  it('refuses each check in order and changes nothing', async () => {
    const before = await holdings(t, merchantId, memberId);
    const steps: [Record<string, unknown>, string][] = [
      [{ password: '' }, 'points_amount_minimum'],
      [{ amount: '0.5', password: PAY_PASSWORD }, 'points_amount_minimum'],
      [{ amount: 'ten', password: PAY_PASSWORD }, 'points_amount_minimum'],
      [{ amount: '10', password: '' }, 'points_password_required'],
      [{ amount: '10', password: 'not-mine' }, 'payment_password_incorrect'],
      [{ amount: '51', password: PAY_PASSWORD }, 'points_not_enough'],
    ];
    for (const [payload, code] of steps) expect(await convert(payload), code).toMatchObject({ success: false, errorCode: code });
    expect(await holdings(t, merchantId, memberId)).toEqual(before);
  });

  it('moves amount × pointExchangeRate into the main wallet, once per key', async () => {
    const configured = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/points/config',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { ...(await t.features.points.service.catalogue.config(merchantId)), pointExchangeRate: '0.5' },
    });
    expect(configured.json().value.pointExchangeRate).toBe('0.5');
    const payload = { amount: 20, password: PAY_PASSWORD, key: 'convert-once-0001' };
    const first = await convert(payload);
    expect(first.value).toEqual({ success: true, points: '20.0000', money: '10.0000', pointBalance: '30.0000' });
    expect(await holdings(t, merchantId, memberId)).toEqual({ points: '30.0000', money: '20.0000' });
    // a retried submit (same key) converts nothing more
    expect((await convert(payload)).value).toEqual(first.value);
    expect(await holdings(t, merchantId, memberId)).toEqual({ points: '30.0000', money: '20.0000' });
    expect((await t.features.points.service.reconcile(merchantId)).ok).toBe(true);
    expect((await t.features.wallet.service.reconcile(merchantId)).ok).toBe(true);
  });

  it('the balance endpoints answer the ledger', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/points/balance', headers: authed('demo', token) });
    expect(res.json().value).toEqual({ pointBalance: '30.0000' });
    const fresh = await t.app.inject({ method: 'POST', url: '/wps/points/balance/refresh', headers: authed('demo', token) });
    expect(fresh.json().value).toEqual({ pointBalance: '30.0000' });
  });

  it('the ledger is append-only: the database refuses to change an entry', async () => {
    const { sql } = await import('drizzle-orm');
    await expect(t.database.db.execute(sql`update points_entries set amount = 1`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from points_entries`)).rejects.toThrow();
  });
});

describe('a merchant without payment passwords (PAYMENTPASS3 off)', () => {
  it('takes the login password instead, and refuses a wrong one with its own prompt', async () => {
    await t.features.system.service.setFlags(merchantId, { PAYMENTPASS3: false });
    try {
      const before = await holdings(t, merchantId, memberId);
      expect(await convert({ amount: '2', password: PAY_PASSWORD, key: 'login-pw-0001' })).toMatchObject({
        errorCode: 'points_password_incorrect',
      });
      expect(await holdings(t, merchantId, memberId)).toEqual(before);
      expect((await convert({ amount: '2', password: LOGIN_PASSWORD, key: 'login-pw-0002' })).value).toMatchObject({ money: '1.0000' });
    } finally {
      await t.features.system.service.setFlags(merchantId, { PAYMENTPASS3: true });
    }
  });
});
