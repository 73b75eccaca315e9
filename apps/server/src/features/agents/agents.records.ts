import { Big } from '@arcadia/contract';
import {
  BET_PRODUCTS,
  type BetProduct,
  type DownlineTransaction,
  TEAM_RECORDS_MAX_ROWS,
  type TeamBet,
  type TeamRecordsQuery,
} from '@arcadia/contract/agents';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AgentsRepository } from './agents.repository.js';
import { type AgentsService, periodWindow } from './agents.service.js';

/** A read port of another feature: the newest `limit` rows of these members in [from, to), and the count. */
export type MemberRows<T> = (
  merchantId: number,
  memberIds: number[],
  from: Date,
  to: Date,
  limit: number,
) => Promise<{ rows: T[]; total: number }>;
type BetRow = { memberId: number; game: string; bet: string; win: string; createdAt: Date };
type CashierRow = { memberId: number; kind: string; amount: string; status: string; createdAt: Date };

/** What the team records read from the features that own bets and cashier requests (never their tables). */
export type RecordsPorts = {
  bets: Record<BetProduct, MemberRows<BetRow>>;
  cashier: MemberRows<CashierRow>;
};

/**
 * One page of rows from several sources, newest first: each source gives its newest page × size
 * rows, the merge keeps the page. Depth is capped (TEAM_RECORDS_MAX_ROWS) so a page never reads
 * more than that many rows per source; the filters (member, period) narrow further back.
 */
async function mergedPage<T extends { createdAt: Date }>(
  sources: (() => Promise<{ rows: T[]; total: number }>)[],
  page: number,
  size: number,
) {
  const parts = await Promise.all(sources.map((s) => s()));
  const rows = parts
    .flatMap((p) => p.rows)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice((page - 1) * size, page * size);
  return { rows, total: parts.reduce((n, p) => n + p.total, 0) };
}

/** Downline transactions and team betting (TEAMBETTING3): always the caller's team, or one member of it. */
export class RecordsService {
  constructor(
    private readonly repo: AgentsRepository,
    private readonly clock: Clock,
    private readonly agents: AgentsService,
    private readonly ports: RecordsPorts,
    private readonly accountOf: (merchantId: number, memberId: number) => Promise<string>,
  ) {}

  private async scope(merchantId: number, agentId: number, q: TeamRecordsQuery) {
    await this.agents.requireAgent(merchantId, agentId);
    if (q.page * q.size > TEAM_RECORDS_MAX_ROWS) throw new AppError('invalid_request', 400, { detail: 'page too deep' });
    const ids = q.account
      ? [(await this.agents.downline(merchantId, agentId, q.account)).id]
      : await this.repo.teamIds(merchantId, agentId);
    return { ids, ...periodWindow(q.period, this.clock.now()), limit: q.page * q.size };
  }

  /** Names for the page's members, each looked up once. */
  private async names(merchantId: number, ids: number[]) {
    const unique = [...new Set(ids)];
    const names = await Promise.all(unique.map((id) => this.accountOf(merchantId, id)));
    return new Map(unique.map((id, i) => [id, names[i]!]));
  }

  async bets(merchantId: number, agentId: number, q: TeamRecordsQuery): Promise<{ items: TeamBet[]; total: number }> {
    const { ids, from, to, limit } = await this.scope(merchantId, agentId, q);
    if (!ids.length) return { items: [], total: 0 };
    const products = q.product === 'ALL' ? BET_PRODUCTS : [q.product];
    const sources = products.map((product) => async () => {
      const part = await this.ports.bets[product](merchantId, ids, from, to, limit);
      return { rows: part.rows.map((r) => ({ ...r, product })), total: part.total };
    });
    const { rows, total } = await mergedPage(sources, q.page, q.size);
    const names = await this.names(
      merchantId,
      rows.map((r) => r.memberId),
    );
    const items = rows.map((r) => ({
      account: names.get(r.memberId)!,
      product: r.product,
      game: r.game,
      bet: new Big(r.bet).toFixed(4),
      win: new Big(r.win).toFixed(4),
      createdAt: r.createdAt.toISOString(),
    }));
    return { items, total };
  }

  async transactions(merchantId: number, agentId: number, q: TeamRecordsQuery): Promise<{ items: DownlineTransaction[]; total: number }> {
    const { ids, from, to, limit } = await this.scope(merchantId, agentId, q);
    if (!ids.length) return { items: [], total: 0 };
    type Row = {
      memberId: number;
      type: DownlineTransaction['type'];
      amount: string;
      status: string;
      fromId: number | null;
      createdAt: Date;
    };
    const cashier = async () => {
      const part = await this.ports.cashier(merchantId, ids, from, to, limit);
      const rows: Row[] = part.rows.map((r) => ({
        memberId: r.memberId,
        type: r.kind === 'deposit' ? 'DEPOSIT' : 'WITHDRAW',
        amount: r.amount,
        status: r.status,
        fromId: null,
        createdAt: r.createdAt,
      }));
      return { rows, total: part.total };
    };
    const transfers = async () => {
      const part = await this.repo.transfersTo(merchantId, ids, from, to, limit);
      const rows: Row[] = part.rows.map((r) => ({
        memberId: r.memberId,
        type: 'TRANSFER',
        amount: r.amount,
        status: 'approved',
        fromId: r.agentId,
        createdAt: r.createdAt,
      }));
      return { rows, total: part.total };
    };
    const { rows, total } = await mergedPage([cashier, transfers], q.page, q.size);
    const names = await this.names(merchantId, [...rows.map((r) => r.memberId), ...rows.flatMap((r) => (r.fromId ? [r.fromId] : []))]);
    const items = rows.map((r) => ({
      account: names.get(r.memberId)!,
      type: r.type,
      amount: new Big(r.amount).toFixed(4),
      status: r.status,
      from: r.fromId ? names.get(r.fromId)! : null,
      createdAt: r.createdAt.toISOString(),
    }));
    return { items, total };
  }
}
