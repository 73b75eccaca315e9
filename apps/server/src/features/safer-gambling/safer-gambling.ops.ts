import type {
  HistoryEntry,
  LimitKind,
  LimitPeriod,
  OpsRefusalsPage,
  OpsSaferGamblingMember,
  RefusalGate,
} from '@arcadia/contract/safer-gambling';
import { AppError } from '../../platform/http/app-error.js';
import type { HistoryRow, SaferGamblingRepository } from './safer-gambling.repository.js';
import { PERMANENT, type SaferGamblingService } from './safer-gambling.service.js';

export type SaferGamblingOpsPorts = {
  /** The member's id by account name (the accounts feature); null when unknown. */
  memberByAccount(merchantId: number, account: string): Promise<{ id: number; account: string } | null>;
  /** Account names by member id, for the report (the accounts feature). */
  accountOf(merchantId: number, memberId: number): Promise<string>;
};

const DAY = 86_400_000;
const toEntry = (r: HistoryRow): HistoryEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  event: r.event as HistoryEntry['event'],
  kind: r.kind,
  period: (r.period as LimitPeriod | null) ?? null,
  // Reality-check minutes and play-time limits are whole minutes; money has 4 places.
  amount:
    r.amount === null
      ? null
      : r.event === 'reality_check' || r.kind === 'session_time'
        ? String(Number(r.amount))
        : Number(r.amount).toFixed(4),
  until: r.until && r.until.getTime() < PERMANENT.getTime() ? r.until.toISOString() : null,
});

/**
 * The operator console's read-only view (docs/adr/065): a member's limits, exclusion and their
 * history, and the members a limit gate refused. Nothing here changes a limit or lifts an exclusion:
 * a first-line operator must not be able to undo a member's choice.
 */
export class SaferGamblingOps {
  constructor(
    private readonly repo: SaferGamblingRepository,
    private readonly service: SaferGamblingService,
    private readonly ports: SaferGamblingOpsPorts,
  ) {}

  async memberId(merchantId: number, account: string): Promise<{ id: number; account: string }> {
    const member = await this.ports.memberByAccount(merchantId, account.trim());
    if (!member) throw new AppError('not_found', 404);
    return member;
  }

  async member(merchantId: number, account: string): Promise<OpsSaferGamblingMember> {
    const m = await this.memberId(merchantId, account);
    const [overview, history] = await Promise.all([this.service.overview(merchantId, m.id), this.repo.history(merchantId, m.id)]);
    return { memberId: m.id, account: m.account, overview, history: history.map(toEntry) };
  }

  /** Refusals from the start of `from` to the end of `to` (UTC days), newest first. */
  async refusals(merchantId: number, q: { from: string; to: string; page: number; size: number }): Promise<OpsRefusalsPage> {
    const from = new Date(`${q.from}T00:00:00Z`);
    const to = new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY);
    if (to <= from) throw new AppError('invalid_request', 400, { detail: 'to must not be before from' });
    const { rows, total } = await this.repo.refusals(merchantId, from, to, q.page, q.size);
    const names = new Map<number, string>();
    for (const r of rows) if (!names.has(r.memberId)) names.set(r.memberId, await this.ports.accountOf(merchantId, r.memberId));
    return {
      list: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        memberId: r.memberId,
        account: names.get(r.memberId) ?? '',
        gate: r.gate as RefusalGate,
        kind: r.kind as LimitKind,
        period: r.period as LimitPeriod,
        amount: Number(r.amount).toFixed(4),
      })),
      total,
      page: q.page,
      size: q.size,
    };
  }
}
