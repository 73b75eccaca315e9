import type { Whitelabel } from '@arcadia/contract/system';
import { TRANSFER_ERRORS, type WalletBalance } from '@arcadia/contract/wallet';
import type { RunInTransaction, Tx } from '../platform/db/client.js';
import { AppError } from '../platform/http/app-error.js';
import type { NoticeOutbox } from './send-notice.js';

/**
 * A member sends money from their main wallet to their upline agent (spec 000 §6, `/transferUpline`;
 * ARCHITECTURE.md §2b, docs/adr/048). The steps, in order:
 *
 *   1. the member may send to an upline at all (`uplineOf`), else transfer_upline_unavailable;
 *   2. the payment password, as the accounts feature's policy asks;
 *   3. no bonus turnover still owed: the same rule as a withdrawal, or a bonus could leave unwagered;
 *   4. one wallet transfer keyed by the member's key (a retry moves nothing again);
 *   5. the upline's notice, in the transfer's transaction through the outbox (send-notice.ts): a
 *      rollback announces nothing, a crash after the commit loses nothing, a retry tells once.
 */
export type UplineAsk = { merchantId: number; memberId: number; amount: string; paymentPassword?: string | undefined; key: string };

export type UplineSender = { account: string; toUpline: number; isAgent: number; uplineId: number | null };

/**
 * Who may send to whom: the merchant's switch (AGETRANSFERUP3) on, the member marked toUpline 1,
 * not a type-2 agent, and with an upline. The member-centre menu shows the entry by the same rule.
 */
export function uplineOf(member: UplineSender, flags: Pick<Whitelabel, 'AGETRANSFERUP3'>): { uplineId: number; sender: string } | null {
  if (!flags.AGETRANSFERUP3 || member.toUpline !== 1 || member.isAgent === 2 || !member.uplineId) return null;
  return { uplineId: member.uplineId, sender: member.account };
}

export type TransferUplinePorts = {
  member(merchantId: number, memberId: number): Promise<UplineSender>;
  flags(merchantId: number): Promise<Whitelabel>;
  paymentPasswords: { check(merchantId: number, memberId: number, value: string | undefined): Promise<void> };
  /** Bonus turnover still owed (promotions' wagering requirements), '0' when none. */
  wageringRemaining(merchantId: number, memberId: number): Promise<string>;
  transaction: RunInTransaction;
  wallet: {
    transfer(req: {
      tx: Tx;
      merchantId: number;
      amount: string;
      key: string;
      from: { memberId: number };
      to: { memberId: number };
    }): Promise<unknown>;
    balance(merchantId: number, memberId: number): Promise<WalletBalance>;
  };
  notices: NoticeOutbox;
};

export function createTransferUpline(p: TransferUplinePorts) {
  /** Answers with the sender's balance after the transfer. */
  return async function transferUpline(ask: UplineAsk): Promise<WalletBalance> {
    const { merchantId, memberId: me, amount } = ask;
    const upline = uplineOf(await p.member(merchantId, me), await p.flags(merchantId));
    if (!upline) throw new AppError(TRANSFER_ERRORS.uplineOff);
    await p.paymentPasswords.check(merchantId, me, ask.paymentPassword);
    const remaining = await p.wageringRemaining(merchantId, me);
    if (Number(remaining) > 0) throw new AppError(TRANSFER_ERRORS.wagering, 200, { remaining });
    const key = `upline:${me}:${ask.key}`;
    await p.transaction(async (tx) => {
      await p.wallet.transfer({ tx, merchantId, amount, key, from: { memberId: me }, to: { memberId: upline.uplineId } });
      await p.notices.send(tx, {
        merchantId,
        memberId: upline.uplineId,
        type: 'AGENT_TRANSFER',
        data: { amount, sender: upline.sender, success: true, popup: true },
        dedupeKey: key,
      });
    });
    await p.notices.dispatch();
    return p.wallet.balance(merchantId, me);
  };
}
export type TransferUpline = ReturnType<typeof createTransferUpline>;
