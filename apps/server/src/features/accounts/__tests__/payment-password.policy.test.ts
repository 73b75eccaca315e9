import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/crypto/password.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/**
 * The payment-password policy on the real database: the one reader of the merchant's PAYMENTPASS3
 * switch, which every money path asks (withdrawal, upline and downline transfers, rains, points).
 */
let t: TestApp;
let merchantId: number;
let memberId: number;
const LOGIN = 'abc12345';
const PAY = '246810';

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  const [passwordHash, paymentPasswordHash] = await Promise.all([hashPassword(LOGIN), hashPassword(PAY)]);
  memberId = (
    await t.features.accounts.service.create({ merchantId, account: 'policy01', nickname: 'policy01', passwordHash, paymentPasswordHash })
  ).id;
});
afterAll(() => t.close());

const policy = () => t.features.accounts.paymentPasswords;
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code: string }) => e.code,
  );
const switchTo = (on: boolean) => t.features.system.service.setFlags(merchantId, { PAYMENTPASS3: on });

describe('the payment-password policy', () => {
  it('with the switch on, money paths need the payment password (a missing one is a wrong one)', async () => {
    await switchTo(true);
    expect(await policy().required(merchantId)).toBe(true);
    expect(await outcome(policy().check(merchantId, memberId, PAY))).toBe('ok');
    expect(await outcome(policy().check(merchantId, memberId, '111111'))).toBe('payment_password_incorrect');
    expect(await outcome(policy().check(merchantId, memberId, undefined))).toBe('payment_password_incorrect');
    // Points ask the payment password too; the login password is no stand-in while the switch is on.
    expect(await outcome(policy().checkOrLoginPassword(merchantId, memberId, PAY, 'points_password_incorrect'))).toBe('ok');
    expect(await outcome(policy().checkOrLoginPassword(merchantId, memberId, LOGIN, 'points_password_incorrect'))).toBe(
      'payment_password_incorrect',
    );
    expect(await outcome(policy().check(merchantId, memberId, PAY))).toBe('ok'); // a right answer resets the count
  });

  it('with the switch off, money paths ask nothing, and points take the login password with their own refusal', async () => {
    await switchTo(false);
    try {
      expect(await policy().required(merchantId)).toBe(false);
      expect(await outcome(policy().check(merchantId, memberId, undefined))).toBe('ok');
      expect(await outcome(policy().check(merchantId, memberId, '111111'))).toBe('ok');
      expect(await outcome(policy().checkOrLoginPassword(merchantId, memberId, LOGIN, 'points_password_incorrect'))).toBe('ok');
      expect(await outcome(policy().checkOrLoginPassword(merchantId, memberId, PAY, 'points_password_incorrect'))).toBe(
        'points_password_incorrect',
      );
    } finally {
      await switchTo(true);
    }
  });

  it('answers from the switch as it stands now: the cashier settings show what the withdrawal asks', async () => {
    const shown = async () => (await t.features.cashier.service.settings(merchantId)).paymentPasswordRequired;
    await switchTo(false);
    try {
      expect(await shown()).toBe(false);
    } finally {
      await switchTo(true);
    }
    expect(await shown()).toBe(true);
  });
});
