import { Big } from '@arcadia/contract';
import type { DecidedDeposit } from '../features/cashier/index.js';
import type { Tx } from '../platform/db/client.js';
import type { Outbox, OutboxConsumer } from '../platform/outbox/index.js';
import { decisionNotice, type NoticePorts } from './send-notice.js';

/**
 * A decided deposit (ARCHITECTURE.md §2b, docs/adr/050). The cashier decides the request and calls
 * `credit` (approved only) and `decided` in the same transaction, so these commit together or not at all:
 *
 *   1. the member's wallet is credited, keyed by the request (`deposit:<id>`);
 *   2. the deposit counts in the agents' team overview (which the VIP level reads);
 *   3. one `deposit.approved` event goes to the outbox;
 *   4. one `deposit.decided` event (approved or rejected) goes to the outbox.
 *
 * What the deposit earns follows event 3 (`depositAccruals`): points, the referrer's reward, the VIP
 * level; the member's notice follows event 4 (`depositNotices`). A consumer that fails is retried by
 * the outbox and a crash after the commit delays them; none is lost, and each is keyed (on the
 * deposit's reference, or the event's id for the notice), so none is paid or sent twice.
 */
export const DEPOSIT_APPROVED = 'deposit.approved';
export const DEPOSIT_DECIDED = 'deposit.decided';

export type ApprovedDeposit = { merchantId: number; memberId: number; productType: 'DEPOSIT'; amount: string; reference: string };

export type DepositWorkflowPorts = {
  wallet: {
    credit(req: { tx: Tx; merchantId: number; memberId: number; amount: string; key: string; source: string }): Promise<unknown>;
  };
  agents: { recordDeposit(q: Tx, merchantId: number, memberId: number, amount: string): Promise<void> };
  outbox: Pick<Outbox, 'write'>;
};

export function createDepositWorkflow({ wallet, agents, outbox }: DepositWorkflowPorts) {
  return {
    /** Steps 1–3, in the cashier's transaction; run once per request (the decision is taken once). */
    async credit(tx: Tx, d: ApprovedDeposit): Promise<void> {
      await wallet.credit({ tx, merchantId: d.merchantId, memberId: d.memberId, amount: d.amount, key: d.reference, source: 'DEPOSIT' });
      await agents.recordDeposit(tx, d.merchantId, d.memberId, new Big(d.amount).toFixed(4));
      await outbox.write(tx, DEPOSIT_APPROVED, d.merchantId, d);
    },
    /** Step 4, in the cashier's decision transaction, for an approval and a rejection alike. */
    async decided(tx: Tx, d: DecidedDeposit): Promise<void> {
      await outbox.write(tx, DEPOSIT_DECIDED, d.merchantId, d);
    },
  };
}

export type DepositWorkflow = ReturnType<typeof createDepositWorkflow>;

export type DepositAccrualPorts = {
  points: { accrue(event: ApprovedDeposit): Promise<unknown> };
  referral: { deposited(event: ApprovedDeposit): Promise<unknown> };
  vip: { syncVip(merchantId: number, memberId: number): Promise<void> };
};

/** What an approved deposit earns, as outbox consumers (names are stored in receipts: keep them stable). */
export function depositAccruals(ports: DepositAccrualPorts): OutboxConsumer<ApprovedDeposit>[] {
  return [
    // Points at the merchant's deposit rate, keyed by `accrue:<reference>` (ADR 017).
    { name: 'deposit.points', type: DEPOSIT_APPROVED, handle: async ({ payload }) => void (await ports.points.accrue(payload)) },
    // The referrer's reward for a first qualifying deposit; the referral link is marked once.
    { name: 'deposit.referral', type: DEPOSIT_APPROVED, handle: async ({ payload }) => void (await ports.referral.deposited(payload)) },
    // The member's VIP level, from the team overview step 2 wrote (ADR 023): a sync is idempotent.
    { name: 'deposit.vip', type: DEPOSIT_APPROVED, handle: async ({ payload }) => ports.vip.syncVip(payload.merchantId, payload.memberId) },
  ];
}

/** The member's notice of the decision, as an outbox consumer (its name is stored in receipts: keep it). */
export function depositNotices(ports: NoticePorts): OutboxConsumer<DecidedDeposit>[] {
  return [decisionNotice<DecidedDeposit>(ports, 'deposit.notice', DEPOSIT_DECIDED, 'DEPOSIT')];
}
