import { Big } from '@arcadia/contract';

/**
 * What an approved deposit sets off once its money is in (ARCHITECTURE.md §2b, docs/adr/048); the
 * cashier calls it after the credit and before the member's notice. In order:
 *
 *   1. what the deposit earns: points and the referrer's reward, side by side;
 *   2. the deposit counts in the agents' team overview (which the VIP level reads);
 *   3. the member's VIP level is synced at once.
 *
 * Steps 1 and 3 are still best effort, as before this module: a failure is logged and must not
 * undo or fail the deposit (moving them to the outbox like bets' accruals, ADR 043, is future work).
 * Step 2 fails the request, as it did.
 */
export type ApprovedDeposit = { merchantId: number; memberId: number; productType: 'DEPOSIT'; amount: string; reference: string };

export type DepositApprovedPorts = {
  points: { accrue(event: ApprovedDeposit): Promise<unknown> };
  referral: { deposited(event: ApprovedDeposit): Promise<unknown> };
  agents: { recordDeposit(q: null, merchantId: number, memberId: number, amount: string): Promise<void> };
  vip: { syncVip(merchantId: number, memberId: number): Promise<void> };
};

const logged = (what: string) => (err: unknown) => {
  console.error(what, err);
};

export function createDepositApproved(p: DepositApprovedPorts) {
  return async function depositApproved(d: ApprovedDeposit): Promise<void> {
    await Promise.all([
      p.points.accrue(d).catch(logged(`points accrual failed for ${d.reference}`)),
      p.referral.deposited(d).catch(logged(`referral reward failed for ${d.reference}`)),
    ]);
    await p.agents.recordDeposit(null, d.merchantId, d.memberId, new Big(d.amount).toFixed(4));
    await p.vip.syncVip(d.merchantId, d.memberId).catch(logged(`vip sync failed for ${d.merchantId}:${d.memberId}`));
  };
}
