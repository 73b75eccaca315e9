import type { DecidedWithdrawal } from '../features/cashier/index.js';
import type { Tx } from '../platform/db/client.js';
import type { Outbox, OutboxConsumer } from '../platform/outbox/index.js';
import { decisionNotice, type NoticePorts } from './send-notice.js';

/**
 * An operator's decision on a withdrawal (ARCHITECTURE.md §2b, docs/adr/050). The cashier decides
 * the request and calls `decided` in the same transaction, so these commit together or not at all:
 *
 *   1. the held money is paid out to the house (approved) or given back to the member (rejected),
 *      keyed by the request (`withdraw-settle:<id>` / `withdraw-release:<id>`);
 *   2. one `withdrawal.decided` event goes to the outbox.
 *
 * The member's notice follows the event (`withdrawalNotices`): a crash after the commit delays it,
 * never loses it, and the notice is keyed on the event, so a consumer run twice sends it once.
 */
export const WITHDRAWAL_DECIDED = 'withdrawal.decided';

export type { DecidedWithdrawal };

export type WithdrawalDecisionPorts = {
  wallet: {
    settle(req: { tx?: Tx; merchantId: number; holdId: number; key: string; sink: string }): Promise<unknown>;
    release(req: { tx?: Tx; merchantId: number; holdId: number; key: string }): Promise<unknown>;
  };
  outbox: Pick<Outbox, 'write'>;
};

/** Step 1: the held money, in `tx` (or on its own, for a retry: each key moves once). */
async function closeHold(wallet: WithdrawalDecisionPorts['wallet'], d: DecidedWithdrawal, tx?: Tx): Promise<void> {
  if (d.holdId === null) return;
  const { merchantId, holdId, requestId } = d;
  if (d.approved) await wallet.settle({ tx, merchantId, holdId, key: `withdraw-settle:${requestId}`, sink: 'WITHDRAWALS' });
  else await wallet.release({ tx, merchantId, holdId, key: `withdraw-release:${requestId}` });
}

export function createWithdrawalDecision({ wallet, outbox }: WithdrawalDecisionPorts) {
  return {
    /** Steps 1–2, in the cashier's decision transaction; run once per request (the decision is taken once). */
    async decided(tx: Tx, d: DecidedWithdrawal): Promise<void> {
      await closeHold(wallet, d, tx);
      await outbox.write(tx, WITHDRAWAL_DECIDED, d.merchantId, d);
    },
    /**
     * A retried decision of a request decided before: its money is finished if a release before this
     * one committed the decision without it; no second event (the member was told once).
     */
    async retried(d: DecidedWithdrawal): Promise<void> {
      await closeHold(wallet, d);
    },
  };
}

export type WithdrawalDecision = ReturnType<typeof createWithdrawalDecision>;

/** The member's notice of the decision, as an outbox consumer (its name is stored in receipts: keep it). */
export function withdrawalNotices(ports: NoticePorts): OutboxConsumer<DecidedWithdrawal>[] {
  return [decisionNotice<DecidedWithdrawal>(ports, 'withdrawal.notice', WITHDRAWAL_DECIDED, 'WITHDRAW')];
}
