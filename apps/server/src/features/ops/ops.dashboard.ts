import {
  OPS_DASHBOARD_DAYS,
  OPS_DASHBOARD_PRODUCTS,
  OPS_DASHBOARD_TTL_MS,
  type OpsDashboard,
  type OpsDashboardProduct,
} from '@arcadia/contract/ops';
import Big from 'big.js';
import type { Clock } from '../../platform/clock.js';

export type DailyTurnover = { day: string; bets: number; stake: string; payout: string };
export type DailyCashier = { day: string; kind: 'deposit' | 'withdraw'; count: number; amount: string };
export type MerchantTurnover = { merchantId: number; stake: string; payout: string };
type Period = (merchantId: number, from: Date, to: Date) => Promise<DailyTurnover[]>;
type OfMerchants = (merchantIds: number[], from: Date, to: Date) => Promise<MerchantTurnover[]>;

/**
 * Read ports of the features that own the figures: the dashboard never reads their tables
 * (ARCHITECTURE §2). Each answers per UTC day for a merchant and [from, to).
 */
export type DashboardPorts = {
  turnover: Record<OpsDashboardProduct, Period>;
  /** The same sums for many merchants at once, one grouped query per owner (the merchants list's page). */
  turnoverOfMerchants: Record<OpsDashboardProduct, OfMerchants>;
  cashier(merchantId: number, from: Date, to: Date): Promise<DailyCashier[]>;
  /** Distinct members with a socket open: on every instance when Redis is shared, else on this one (ADR 032). */
  online(merchantId: number): Promise<{ members: number; scope: 'instance' | 'cluster' }>;
  currency(merchantId: number): Promise<string>;
};

const DAY_MS = 86_400_000;
const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Big(0));
const fixed = (b: Big) => b.toFixed(4);

function turnover(rows: DailyTurnover[]) {
  const stake = sum(rows.map((r) => r.stake));
  const payout = sum(rows.map((r) => r.payout));
  const bets = rows.reduce((n, r) => n + r.bets, 0);
  return { bets, stake: fixed(stake), payout: fixed(payout), ggr: fixed(stake.minus(payout)) };
}

function cashierTotals(rows: DailyCashier[]) {
  const of = (kind: DailyCashier['kind']) => rows.filter((r) => r.kind === kind);
  return {
    depositCount: of('deposit').reduce((n, r) => n + r.count, 0),
    depositSum: fixed(sum(of('deposit').map((r) => r.amount))),
    withdrawCount: of('withdraw').reduce((n, r) => n + r.count, 0),
    withdrawSum: fixed(sum(of('withdraw').map((r) => r.amount))),
  };
}

/**
 * The console's overview, composed from the owners' read ports. Days are UTC days; "today" runs
 * from UTC midnight to now, the week is today and the six days before. Each merchant's answer is
 * kept OPS_DASHBOARD_TTL_MS (several operators refreshing must not re-run the sums each time).
 */
export class OpsDashboardService {
  private readonly cache = new Map<number, { at: number; value: Promise<Omit<OpsDashboard, 'online'>> }>();

  constructor(
    private readonly ports: DashboardPorts,
    private readonly clock: Clock,
  ) {}

  /** The sums come from the cache; members online are read fresh each time (one cheap read, they change by the second). */
  async dashboard(merchantId: number): Promise<OpsDashboard> {
    const [sums, online] = await Promise.all([this.sums(merchantId), this.ports.online(merchantId)]);
    return { ...sums, online };
  }

  /**
   * GGR since UTC midnight of each merchant, as the dashboard's `today.total.ggr`: three grouped
   * queries for a whole page of the merchants list, where the dashboard's sums would be four per row
   * (ADR 071). Not cached: the page is at most 50 merchants and an operator's search wants today's figure.
   */
  async ggrToday(merchantIds: number[]): Promise<Map<number, string>> {
    const now = this.clock.now();
    const from = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    const to = new Date(now.getTime() + 1);
    const perProduct = await Promise.all(OPS_DASHBOARD_PRODUCTS.map((p) => this.ports.turnoverOfMerchants[p](merchantIds, from, to)));
    const ggr = new Map(merchantIds.map((id) => [id, new Big(0)]));
    for (const r of perProduct.flat()) ggr.set(r.merchantId, (ggr.get(r.merchantId) ?? new Big(0)).plus(r.stake).minus(r.payout));
    return new Map([...ggr].map(([id, v]) => [id, fixed(v)]));
  }

  private sums(merchantId: number): Promise<Omit<OpsDashboard, 'online'>> {
    const now = this.clock.now();
    const hit = this.cache.get(merchantId);
    if (hit && now.getTime() - hit.at < OPS_DASHBOARD_TTL_MS) return hit.value;
    const value = this.compose(merchantId, now);
    this.cache.set(merchantId, { at: now.getTime(), value });
    value.catch(() => this.cache.delete(merchantId)); // a failure is not cached
    return value;
  }

  private async compose(merchantId: number, now: Date): Promise<Omit<OpsDashboard, 'online'>> {
    const todayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    const from = new Date(todayStart.getTime() - (OPS_DASHBOARD_DAYS - 1) * DAY_MS);
    // `to` is just past now so a row written this millisecond is counted.
    const to = new Date(now.getTime() + 1);
    const today = todayStart.toISOString().slice(0, 10);
    const [currency, cashier, ...perProduct] = await Promise.all([
      this.ports.currency(merchantId),
      this.ports.cashier(merchantId, from, to),
      ...OPS_DASHBOARD_PRODUCTS.map((p) => this.ports.turnover[p](merchantId, from, to)),
    ]);
    const byProduct = Object.fromEntries(OPS_DASHBOARD_PRODUCTS.map((p, i) => [p, perProduct[i]!])) as Record<
      OpsDashboardProduct,
      DailyTurnover[]
    >;
    const all = perProduct.flat();
    const period = (keep: (day: string) => boolean) => ({
      cashier: cashierTotals(cashier.filter((r) => keep(r.day))),
      products: Object.fromEntries(OPS_DASHBOARD_PRODUCTS.map((p) => [p, turnover(byProduct[p].filter((r) => keep(r.day)))])) as Record<
        OpsDashboardProduct,
        ReturnType<typeof turnover>
      >,
      total: turnover(all.filter((r) => keep(r.day))),
    });
    const days = Array.from({ length: OPS_DASHBOARD_DAYS }, (_, i) => new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10));
    return {
      currency,
      generatedAt: now.toISOString(),
      today: period((d) => d === today),
      week: period(() => true),
      days: days.map((day) => {
        const c = cashierTotals(cashier.filter((r) => r.day === day));
        const t = turnover(all.filter((r) => r.day === day));
        return { day, depositSum: c.depositSum, withdrawSum: c.withdrawSum, stake: t.stake, ggr: t.ggr };
      }),
    };
  }
}
