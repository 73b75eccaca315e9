import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';
import { databaseFingerprint } from '../../../test/reward-members.js';

let t: TestApp;
let member = '';
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  member = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  admin = (await operator(t, 'amounts-admin', 'admin', 'demo')).token;
}, 120_000);
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers, payload });
const asOps = () => ({ authorization: `Bearer ${admin}`, language: 'EN' });

describe('amounts with spaces are refused, not trimmed', () => {
  it('member deposits and withdrawals, operator adjustments and the approval threshold; nothing is written', async () => {
    const before = await databaseFingerprint(t);
    let n = 0;
    for (const amount of [' 1', '1 ', ' 100 ']) {
      const key = `spaced-amount-${++n}`;
      const calls: [string, object, Record<string, string>][] = [
        ['/wps/cashier/deposit', { amount, reference: 'REF', key }, authed('demo', member)],
        ['/wps/cashier/withdraw', { amount, key }, authed('demo', member)],
        ['/ops/merchants/demo/finance/adjustments', { account: 'player01', amount, reason: 'test', key }, asOps()],
      ];
      for (const [url, body, headers] of calls) {
        const res = await post(url, body, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(amount)}`).toBeGreaterThanOrEqual(200);
        expect(res.json(), `${url} ${JSON.stringify(amount)}`).toMatchObject({ success: false });
        expect(res.json().errorCode, `${url} ${JSON.stringify(amount)}`).toMatch(
          /^(invalid_request|amount_invalid|finance_amount_invalid)$/,
        );
      }
      const threshold = await t.app.inject({
        method: 'PUT',
        url: '/ops/merchants/demo/finance/settings',
        headers: asOps(),
        payload: { approvalThreshold: amount },
      });
      expect(threshold.json()).toMatchObject({ success: false, errorCode: 'finance_threshold_invalid' });
    }
    const adjust = await post(
      '/ops/merchants/demo/finance/adjustments',
      { account: 'player01', amount: ' 5', reason: 'x', key: 'spaced-adjust-1' },
      asOps(),
    );
    expect(adjust.json()).toMatchObject({ success: false, errorCode: 'finance_amount_invalid' });
    expect(adjust.json().message).not.toBe('');
    expect(await databaseFingerprint(t)).toEqual(before);
  }, 120_000);
});
