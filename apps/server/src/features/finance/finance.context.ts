import type { FastifyRequest } from 'fastify';
import { opsActorOf } from '../../platform/http/ops-guard.js';
import type { FinanceActor, FinanceService } from './finance.service.js';

export type FinanceOpsRoutesOptions = {
  service: FinanceService;
  merchantId(code: string): Promise<number>;
  memberByAccount(merchantId: number, account: string): Promise<{ id: number } | null>;
  /** The wallet feature's operator reads (ledger and reconciliation). */
  wallet: {
    ledger(
      merchantId: number,
      memberId: number,
      f: { kind?: string; from?: Date; to?: Date; page: number; size: number },
    ): Promise<unknown>;
    reconciliation(merchantId: number): Promise<Record<string, unknown>>;
    balance(merchantId: number, memberId: number): Promise<{ sumBalance: string }>;
  };
};

/** Who is acting, as the ops guard established it: an operator by name, or the machine token. */
export function financeActor(req: FastifyRequest): FinanceActor {
  const actor = opsActorOf(req);
  return actor?.kind === 'operator'
    ? { name: actor.operator.username, operatorId: actor.operator.id }
    : { name: 'ops-token', operatorId: null };
}
