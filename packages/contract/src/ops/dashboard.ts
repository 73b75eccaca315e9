import { z } from 'zod';

/** How long the server keeps a merchant's dashboard before composing it again. */
export const OPS_DASHBOARD_TTL_MS = 30_000;
/** Days in the dashboard's series (today included). */
export const OPS_DASHBOARD_DAYS = 7;
export const OPS_DASHBOARD_PRODUCTS = ['house', 'vendors', 'lottery'] as const;
export const opsDashboardProductSchema = z.enum(OPS_DASHBOARD_PRODUCTS);

const money = z.string();
export const opsCashierTotalsSchema = z.object({
  depositCount: z.number().int(),
  depositSum: money,
  withdrawCount: z.number().int(),
  withdrawSum: money,
});
/** Bets, stake, payout and GGR (stake − payout) of one product or all of them. */
export const opsTurnoverSchema = z.object({ bets: z.number().int(), stake: money, payout: money, ggr: money });
export const opsDashboardPeriodSchema = z.object({
  cashier: opsCashierTotalsSchema,
  products: z.record(opsDashboardProductSchema, opsTurnoverSchema),
  total: opsTurnoverSchema,
});

export const opsDashboardSchema = z.object({
  currency: z.string(),
  /** When the figures were composed; they are cached for OPS_DASHBOARD_TTL_MS. */
  generatedAt: z.iso.datetime(),
  /** Distinct members with an open socket (read fresh, never cached). `cluster`: every instance sharing the Redis; `instance`: only the one that answered (no Redis, or Redis down). */
  online: z.object({ members: z.number().int(), scope: z.enum(['instance', 'cluster']) }),
  today: opsDashboardPeriodSchema,
  week: opsDashboardPeriodSchema,
  /** One entry per UTC day, oldest first, today last. */
  days: z.array(
    z.object({
      day: z.string(),
      depositSum: money,
      withdrawSum: money,
      stake: money,
      ggr: money,
    }),
  ),
});
export type OpsDashboard = z.infer<typeof opsDashboardSchema>;
export type OpsDashboardProduct = z.infer<typeof opsDashboardProductSchema>;
