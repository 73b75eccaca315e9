import { Big } from '@arcadia/contract';
import { AGENTS_ERRORS, type DownlineTransfer, type TransferDownline } from '@arcadia/contract/agents';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AgentsRepository } from './agents.repository.js';
import type { AgentsService } from './agents.service.js';
import type { SettlementWallet } from './agents.settlement.js';

/** Transfers and rains to the downline exist while the merchant has this switch on. */
export const TRANSFER_SWITCH = 'AGENTRANSMULTDOWN3';

/** What the transfer to the downline needs from the merchant's switches, accounts and notices. */
export type TransferPorts = {
  /** The merchant's switch of transfers (and rains) to the downline. */
  enabled(merchantId: number, flag: typeof TRANSFER_SWITCH): Promise<boolean>;
  /** Refuses a wrong payment password when the merchant asks for one (the accounts feature's policy). */
  paymentPasswordCheck(merchantId: number, memberId: number, value: string | undefined): Promise<void>;
  /**
   * The receiver's notice, written in the transfer's transaction (the outbox sends it after the
   * commit: a rollback announces nothing, a crash loses nothing); `key` is the movement's, told once.
   */
  notify(tx: Tx, notice: { merchantId: number; memberId: number; amount: string; sender: string; key: string }): Promise<void>;
  /** After the commit: the notices go out now rather than at the outbox's next sweep. */
  afterCommit(): Promise<void>;
};

/**
 * Transfer to the downline (AGENTRANSMULTDOWN3). Every receiver must be in the agent's team (any
 * depth); the whole request is one transaction, so one refusal (a stranger, too little money)
 * moves nothing. Each receiver's movement is keyed by the request key and the receiver, so a
 * retried request returns the first answer and pays nobody twice.
 */
export class TransferService {
  constructor(
    private readonly repo: AgentsRepository,
    private readonly clock: Clock,
    private readonly agents: AgentsService,
    private readonly wallet: SettlementWallet,
    private readonly ports: TransferPorts,
    private readonly accountOf: (merchantId: number, memberId: number) => Promise<string>,
  ) {}

  async toDownline(merchantId: number, agentId: number, req: TransferDownline) {
    const me = await this.agents.requireAgent(merchantId, agentId);
    if (!(await this.ports.enabled(merchantId, TRANSFER_SWITCH))) throw new AppError(AGENTS_ERRORS.transferOff, 403);
    const accounts = req.transfers.map((t) => t.account.toLowerCase());
    if (new Set(accounts).size !== accounts.length) throw new AppError(AGENTS_ERRORS.transferDuplicate);
    // Every receiver is checked before anything moves: a stranger in the list refuses the request.
    const targets: { member: { id: number; account: string }; amount: string }[] = [];
    for (const t of req.transfers) targets.push({ member: await this.agents.downline(merchantId, agentId, t.account), amount: t.amount });
    await this.ports.paymentPasswordCheck(merchantId, agentId, req.paymentPassword);
    const now = this.clock.now();
    await this.repo.transaction(async (tx) => {
      for (const target of targets) {
        const { member, amount } = target;
        const key = `agents:down:${agentId}:${req.key}:${member.id}`;
        const moved = await this.wallet.transfer({
          tx,
          merchantId,
          amount,
          key,
          from: { memberId: agentId },
          to: { memberId: member.id },
        });
        const added = await this.repo.addTransfer(tx, {
          merchantId,
          agentId,
          memberId: member.id,
          requestKey: req.key,
          amount,
          walletTransactionId: moved.transactionId,
          createdAt: now,
        });
        // A retried request moved nothing new, so it announces nothing again.
        if (added) await this.ports.notify(tx, { merchantId, memberId: member.id, amount, sender: me.account, key });
      }
    });
    await this.ports.afterCommit();
    const total = targets.reduce((sum, t) => sum.plus(t.amount), new Big(0));
    const transfers: DownlineTransfer[] = targets.map(({ member, amount }) => ({
      account: member.account,
      amount: new Big(amount).toFixed(4),
      direction: 'out',
      createdAt: now.toISOString(),
    }));
    return { total: total.toFixed(4), transfers };
  }

  /** The member's transfer history: sent to their downline and received from their upline. */
  async history(merchantId: number, memberId: number, page: number, size: number) {
    const { items, total } = await this.repo.transfers(merchantId, memberId, page, size);
    const rows = await Promise.all(
      items.map(
        async (r): Promise<DownlineTransfer> => ({
          account: await this.accountOf(merchantId, r.agentId === memberId ? r.memberId : r.agentId),
          amount: new Big(r.amount).toFixed(4),
          direction: r.agentId === memberId ? 'out' : 'in',
          createdAt: r.createdAt.toISOString(),
        }),
      ),
    );
    return { items: rows, total };
  }
}
