import { Big } from '@arcadia/contract';
import type { ComputationPeriod, ContractKind, DailyTier, DividendTier, HourTier, RealtimeTier, Statement } from '@arcadia/contract/agents';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import type { AgentsRepository, ContractRow, SettlementRow } from './agents.repository.js';
import { dividendAmount, endedPeriods, realtimeAmount, salaryAmount } from './agents.rules.js';
import type { SettledPeriodsRepository } from './agents.settlement.repository.js';

/** How settlements move money: from the upline to the downline, or from the house to a top agent. */
export type SettlementWallet = {
  transfer(req: {
    tx: Tx;
    merchantId: number;
    amount: string;
    key: string;
    from: { memberId: number };
    to: { memberId: number };
  }): Promise<{ transactionId: number }>;
  credit(req: {
    tx: Tx;
    merchantId: number;
    amount: string;
    key: string;
    memberId: number;
    source: string;
  }): Promise<{ transactionId: number }>;
  /** True for the wallet's "not enough balance" refusal (the upline cannot pay yet). */
  isInsufficient(e: unknown): boolean;
};

const HOUR = 3_600_000;
/** How far back a run looks for periods it has not settled (a missed day is caught up). */
const LOOKBACK_MS: Record<ContractKind, number> = {
  HOURLY: 48 * HOUR,
  REALTIME: 48 * HOUR,
  DAILY: 8 * 24 * HOUR,
  DIVIDEND: 40 * 24 * HOUR,
};
export const JOB_INTERVAL_MS: Record<ContractKind, number> = {
  HOURLY: 5 * 60_000,
  REALTIME: 60_000,
  DAILY: 10 * 60_000,
  DIVIDEND: 30 * 60_000,
};

/**
 * Settlement jobs: each run pays every ended period of every active contract of one kind once.
 * The period is claimed by a unique row in the same transaction as the wallet movement (whose
 * idempotency key is the contract and period), so a second run or instance finds it taken.
 */
export class SettlementService {
  constructor(
    private readonly repo: AgentsRepository,
    private readonly clock: Clock,
    private readonly wallet: SettlementWallet,
    private readonly accountOf: (merchantId: number, memberId: number) => Promise<string>,
    private readonly settled: SettledPeriodsRepository,
  ) {}

  /** One job run for one kind; returns the number of periods it settled (paid, nothing due or unpaid). */
  async run(kind: ContractKind, merchantId?: number, asOf?: Date): Promise<number> {
    // `asOf` (operators only) closes periods early: a later bet in such a period is never paid.
    const now = asOf ?? this.clock.now();
    const since = new Date(now.getTime() - LOOKBACK_MS[kind]);
    let settled = 0;
    const contracts = await this.repo.settleable(kind, since, merchantId);
    // Periods settled before are skipped without summing the team's bets again: a run costs the
    // periods due, not contracts × the lookback's periods (ADR 071). A period's first start can lie
    // before `since` (the period holding it), hence the margin of one lookback.
    const claimed = await this.settled.claimedPeriods(contracts, new Date(since.getTime() - LOOKBACK_MS[kind]));
    for (const c of contracts) {
      if (!c.activeFrom) continue;
      const from = c.activeFrom > since ? c.activeFrom : since;
      const until = c.endedAt && c.endedAt < now ? c.endedAt : now;
      for (const p of endedPeriods(kind, c.computationPeriod as ComputationPeriod | null, from, until))
        if (!claimed.has(`${c.id}:${p.start.getTime()}`) && (await this.settle(c, p.start, p.end))) settled++;
    }
    await this.retryUnpaid();
    return settled;
  }

  /** Every kind, in the order a day closes: hourly first, dividends last. */
  async runAll(merchantId?: number, asOf?: Date): Promise<number> {
    let n = 0;
    for (const kind of ['HOURLY', 'REALTIME', 'DAILY', 'DIVIDEND'] as const) n += await this.run(kind, merchantId, asOf);
    return n;
  }

  private async amountFor(c: ContractRow, start: Date, end: Date) {
    const sums = await this.repo.teamSums(c.merchantId, c.memberId, start, end, 0);
    const netLoss = new Big(sums.bet).minus(sums.win);
    let amount = new Big(0);
    if (c.kind === 'DAILY' || c.kind === 'HOURLY') amount = salaryAmount(c.tiers as (DailyTier | HourTier)[], sums.bet, sums.active);
    if (c.kind === 'DIVIDEND') {
      const tiers = c.tiers as DividendTier[];
      const active = new Map<string, number>();
      for (const t of tiers)
        if (!active.has(t.minimumBet))
          active.set(
            t.minimumBet,
            (await this.repo.teamSums(c.merchantId, c.memberId, start, end, 0, new Big(t.minimumBet).gt(0) ? t.minimumBet : '0.0001'))
              .active,
          );
      amount = dividendAmount(tiers, sums.bet, netLoss.toFixed(4), (min) => active.get(min) ?? 0);
    }
    if (c.kind === 'REALTIME') {
      for (const m of await this.repo.memberSums(c.merchantId, c.memberId, start, end))
        amount = amount.plus(realtimeAmount(c.tiers as RealtimeTier[], m.bet, m.win));
    }
    return { sums, netLoss, amount: amount.round(4, Big.roundHalfUp) };
  }

  /** Settles one contract period; false when it was settled before (by this or another instance). */
  async settle(c: ContractRow, start: Date, end: Date): Promise<boolean> {
    // Read outside the transaction (PGlite serialises the pool behind an open transaction).
    const { sums, netLoss, amount } = await this.amountFor(c, start, end);
    return this.repo.transaction(async (tx) => {
      const row = await this.repo.claimPeriod(tx, {
        merchantId: c.merchantId,
        contractId: c.id,
        kind: c.kind,
        uplineId: c.uplineId,
        memberId: c.memberId,
        periodStart: start,
        periodEnd: end,
        teamBet: new Big(sums.bet).toFixed(4),
        teamNetLoss: netLoss.toFixed(4),
        activeMembers: sums.active,
        amount: amount.toFixed(4),
        status: amount.gt(0) ? 'UNPAID' : 'NOTHING',
        createdAt: this.clock.now(),
      });
      if (!row) return false;
      if (amount.gt(0)) await this.pay(tx, row);
      return true;
    });
  }

  /** Pays a claimed period inside a savepoint: an upline short of funds leaves it UNPAID for a later run. */
  private async pay(tx: Tx, row: SettlementRow): Promise<boolean> {
    const key = `agents:${row.contractId}:${row.periodStart.toISOString()}`;
    try {
      const moved = await tx.transaction(async (sp) =>
        row.uplineId === null
          ? this.wallet.credit({
              tx: sp,
              merchantId: row.merchantId,
              amount: row.amount,
              key,
              memberId: row.memberId,
              source: 'AGENT_SALARY',
            })
          : this.wallet.transfer({
              tx: sp,
              merchantId: row.merchantId,
              amount: row.amount,
              key,
              from: { memberId: row.uplineId },
              to: { memberId: row.memberId },
            }),
      );
      await this.repo.markSettlement(tx, row.id, 'PAID', moved.transactionId);
      return true;
    } catch (e) {
      if (!this.wallet.isInsufficient(e)) throw e;
      return false;
    }
  }

  /** Periods an upline could not pay are tried again on every run (same key: never twice). */
  async retryUnpaid(): Promise<number> {
    let paid = 0;
    for (const row of await this.repo.unpaid()) {
      // The row lock makes two instances retrying the same period take turns; the second sees PAID.
      const ok = await this.repo.transaction(async (tx) => ((await this.repo.lockUnpaid(tx, row.id)) ? this.pay(tx, row) : false));
      if (ok) paid++;
    }
    return paid;
  }

  async statements(
    merchantId: number,
    memberId: number,
    side: 'paid' | 'received',
    kind: ContractKind | undefined,
    page: number,
    size: number,
  ) {
    const { items, total } = await this.repo.statements(merchantId, memberId, side, kind, page, size);
    const out: Statement[] = await Promise.all(
      items.map(async (s) => ({
        id: s.id,
        contractId: s.contractId,
        kind: s.kind as ContractKind,
        upline: s.uplineId === null ? null : await this.accountOf(merchantId, s.uplineId),
        downline: await this.accountOf(merchantId, s.memberId),
        periodStart: s.periodStart.toISOString(),
        periodEnd: s.periodEnd.toISOString(),
        teamBet: s.teamBet,
        teamNetLoss: s.teamNetLoss,
        activeMembers: s.activeMembers,
        amount: s.amount,
        status: s.status as Statement['status'],
        createdAt: s.createdAt.toISOString(),
      })),
    );
    return { items: out, total };
  }
}
