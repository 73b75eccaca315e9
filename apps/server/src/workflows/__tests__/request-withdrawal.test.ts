import { CASHIER_ERRORS } from '@arcadia/contract/cashier';
import { describe, expect, it } from 'vitest';
import type { WithdrawalClaim } from '../../features/cashier/index.js';
import { AppError } from '../../platform/http/app-error.js';
import { createRequestWithdrawal, type WithdrawalAsk, wageringMet, withdrawalGates } from '../request-withdrawal.js';

// The gate list alone, without an app: which step runs, in which order, and what a refusal stops.
function recorder(opts: { refuse?: string; created?: boolean; wagering?: string } = {}) {
  const calls: string[] = [];
  const step =
    <T>(name: string, answer: T) =>
    async (..._args: unknown[]): Promise<T> => {
      calls.push(name);
      if (name === opts.refuse) throw new AppError(`${name}_refused`);
      return answer;
    };
  const claim: WithdrawalClaim = {
    requestId: 9,
    created: opts.created ?? true,
    request: {
      id: 9,
      kind: 'withdraw',
      amount: '150.0000',
      status: 'pending',
      reference: '',
      remarks: '',
      channel: 'manual',
      createdAt: '2026-01-01T00:00:00.000Z',
      decidedAt: null,
    },
    withdrawnToday: '0',
  };
  const ports = {
    cashier: {
      assertWithdrawalsOpen: step('withdrawals-open', undefined),
      assertWithdrawAmount: step('amount-limits', undefined),
      claimWithdrawal: step('claim', claim),
      assertDailyWithdrawLimit: step('daily-limit', undefined),
      withdrawCheck: step('wagering', { wageringRemaining: opts.wagering ?? '0.0000' }),
      holdWithdrawal: step('hold', claim.request),
      dropWithdrawal: step('drop', undefined),
    },
    paymentPasswords: { check: step('payment-password', undefined) },
    kyc: { assertWithdrawal: step('kyc-level', undefined) },
  };
  return { calls, ports, claim };
}

const ask: WithdrawalAsk = { merchantId: 1, memberId: 7, amount: '150', paymentPassword: '246810', key: 'wd-key-0001' };
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: AppError) => e.code,
  );

describe('the gates of a withdrawal request', () => {
  it('run in one fixed order: open, payment password, amount limits, KYC level; then (after the claim) daily limit, wagering', () => {
    const gates = withdrawalGates(recorder().ports);
    expect(gates.map((g) => [g.name, g.phase])).toEqual([
      ['withdrawals-open', 'before-claim'],
      ['payment-password', 'before-claim'],
      ['amount-limits', 'before-claim'],
      ['kyc-level', 'before-claim'],
      ['daily-limit', 'after-claim'],
      ['wagering', 'after-claim'],
    ]);
  });

  it('a request that passes every gate is claimed between the two phases and then held', async () => {
    const r = recorder();
    expect(await createRequestWithdrawal(r.ports).request(ask)).toBe(r.claim.request);
    expect(r.calls).toEqual([
      'withdrawals-open',
      'payment-password',
      'amount-limits',
      'kyc-level',
      'claim',
      'daily-limit',
      'wagering',
      'hold',
    ]);
  });

  it.each([
    ['withdrawals-open', ['withdrawals-open']],
    ['payment-password', ['withdrawals-open', 'payment-password']],
    ['amount-limits', ['withdrawals-open', 'payment-password', 'amount-limits']],
    ['kyc-level', ['withdrawals-open', 'payment-password', 'amount-limits', 'kyc-level']],
  ])('a refusal at %s stops the rest before anything is recorded', async (gate, ran) => {
    const r = recorder({ refuse: gate });
    expect(await codeOf(createRequestWithdrawal(r.ports).request(ask))).toBe(`${gate}_refused`);
    expect(r.calls).toEqual(ran);
  });

  it.each([
    ['daily-limit', ['claim', 'daily-limit', 'drop']],
    ['wagering', ['claim', 'daily-limit', 'wagering', 'drop']],
    ['hold', ['claim', 'daily-limit', 'wagering', 'hold', 'drop']],
  ])('a refusal at %s drops the claimed request and holds nothing', async (gate, after) => {
    const r = recorder({ refuse: gate });
    expect(await codeOf(createRequestWithdrawal(r.ports).request(ask))).toBe(`${gate}_refused`);
    expect(r.calls).toEqual(['withdrawals-open', 'payment-password', 'amount-limits', 'kyc-level', ...after]);
  });

  it('a retried request (its key already claimed) answers as the first time, without the later gates or a second hold', async () => {
    const r = recorder({ created: false });
    expect(await createRequestWithdrawal(r.ports).request(ask)).toBe(r.claim.request);
    expect(r.calls).toEqual(['withdrawals-open', 'payment-password', 'amount-limits', 'kyc-level', 'claim']);
  });

  it('the wagering gate refuses while bonus turnover is still owed, naming how much', async () => {
    expect(await codeOf(wageringMet(Promise.resolve({ wageringRemaining: '0.0000' })))).toBe('ok');
    const refused = await wageringMet(Promise.resolve({ wageringRemaining: '12.5000' })).catch((e: AppError) => e);
    expect(refused).toMatchObject({ code: CASHIER_ERRORS.wagering, params: { remaining: '12.5000' } });
    const r = recorder({ wagering: '0.0001' });
    await createRequestWithdrawal(r.ports)
      .request(ask)
      .catch(() => undefined);
    expect(r.calls.slice(-2)).toEqual(['wagering', 'drop']);
  });
});
