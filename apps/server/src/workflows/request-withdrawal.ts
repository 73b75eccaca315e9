import { Big } from '@arcadia/contract';
import { CASHIER_ERRORS, type CashierRequest } from '@arcadia/contract/cashier';
import type { WithdrawalClaim } from '../features/cashier/index.js';
import { AppError } from '../platform/http/app-error.js';

/**
 * A member's withdrawal request (ARCHITECTURE.md §2b, docs/adr/048): the gates in order, each
 * refusing with its own code, then the cashier holds the money until an operator decides.
 *
 *   before the claim:  withdrawals open, payment password, amount within the per-request limits,
 *                      KYC level (docs/adr/066-kyc.md)
 *   the claim:         the request is recorded under the member's key (a retry answers as the first time)
 *   after the claim:   daily limit, wagering requirement — a refusal drops the claimed request
 *   the hold:          the amount leaves the available balance (a failed hold drops the request too)
 *
 * A new check (KYC, safer-gambling limits) is one more entry in `withdrawalGates`; its place in
 * the list is its place in the order.
 */
export type WithdrawalAsk = { merchantId: number; memberId: number; amount: string; paymentPassword?: string | undefined; key: string };

export type WithdrawalGate =
  | { name: string; phase: 'before-claim'; check(ask: WithdrawalAsk): Promise<void> }
  | { name: string; phase: 'after-claim'; check(ask: WithdrawalAsk, claim: WithdrawalClaim): Promise<void> };

/** What the workflow needs of the cashier and of the accounts feature's payment-password policy. */
export type WithdrawalPorts = {
  cashier: {
    assertWithdrawalsOpen(merchantId: number): Promise<void>;
    assertWithdrawAmount(merchantId: number, amount: string): Promise<void>;
    claimWithdrawal(merchantId: number, memberId: number, req: { amount: string; key: string }): Promise<WithdrawalClaim>;
    assertDailyWithdrawLimit(merchantId: number, withdrawnToday: string, amount: string): Promise<void>;
    /** Bonus turnover still to bet (promotions' wagering requirements, through the cashier's port). */
    withdrawCheck(merchantId: number, memberId: number): Promise<{ wageringRemaining: string }>;
    holdWithdrawal(merchantId: number, memberId: number, claim: WithdrawalClaim, amount: string): Promise<CashierRequest>;
    dropWithdrawal(claim: WithdrawalClaim): Promise<void>;
  };
  paymentPasswords: { check(merchantId: number, memberId: number, value: string | undefined): Promise<void> };
  /** The KYC feature's rule: refuses with kyc_basic_required / kyc_full_required when the member's level is short. */
  kyc: { assertWithdrawal(merchantId: number, memberId: number, amount: string): Promise<void> };
};

/** Money may not leave while a bonus still has turnover to bet. */
export async function wageringMet(remaining: Promise<{ wageringRemaining: string }>): Promise<void> {
  const { wageringRemaining } = await remaining;
  if (new Big(wageringRemaining).gt(0)) throw new AppError(CASHIER_ERRORS.wagering, 200, { remaining: wageringRemaining });
}

/** The gates of a withdrawal request, in the order they run. */
export function withdrawalGates({ cashier, paymentPasswords, kyc }: WithdrawalPorts): readonly WithdrawalGate[] {
  return [
    { name: 'withdrawals-open', phase: 'before-claim', check: (a) => cashier.assertWithdrawalsOpen(a.merchantId) },
    // Before the limits: a wrong password counts towards the lock whatever the amount.
    { name: 'payment-password', phase: 'before-claim', check: (a) => paymentPasswords.check(a.merchantId, a.memberId, a.paymentPassword) },
    { name: 'amount-limits', phase: 'before-claim', check: (a) => cashier.assertWithdrawAmount(a.merchantId, a.amount) },
    // Before the claim: a refusal records nothing, so the member retries the same request once a
    // document is approved. After the amount limits: an amount that can never pass is not a reason
    // to send anyone to upload a passport.
    { name: 'kyc-level', phase: 'before-claim', check: (a) => kyc.assertWithdrawal(a.merchantId, a.memberId, a.amount) },
    {
      name: 'daily-limit',
      phase: 'after-claim',
      check: (a, claim) => cashier.assertDailyWithdrawLimit(a.merchantId, claim.withdrawnToday, a.amount),
    },
    { name: 'wagering', phase: 'after-claim', check: (a) => wageringMet(cashier.withdrawCheck(a.merchantId, a.memberId)) },
  ];
}

export function createRequestWithdrawal(ports: WithdrawalPorts) {
  const gates = withdrawalGates(ports);
  const { cashier } = ports;
  return {
    gates,
    async request(ask: WithdrawalAsk): Promise<CashierRequest> {
      for (const gate of gates) if (gate.phase === 'before-claim') await gate.check(ask);
      const claim = await cashier.claimWithdrawal(ask.merchantId, ask.memberId, ask);
      if (!claim.created) return claim.request;
      try {
        for (const gate of gates) if (gate.phase === 'after-claim') await gate.check(ask, claim);
        return await cashier.holdWithdrawal(ask.merchantId, ask.memberId, claim, ask.amount);
      } catch (err) {
        await cashier.dropWithdrawal(claim);
        throw err;
      }
    },
  };
}
export type RequestWithdrawal = ReturnType<typeof createRequestWithdrawal>;
