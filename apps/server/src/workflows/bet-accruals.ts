import { type RebateProductType, rebateProductTypeSchema } from '@arcadia/contract/rebates';
import type { AccrualEvent } from '../features/points/index.js';
import type { TurnoverInput } from '../features/rebates/index.js';
import type { OutboxConsumer } from '../platform/outbox/index.js';
import { BET_PLACED, type BetEvent } from './place-bet.js';

/**
 * What a placed bet earns, as one list of outbox consumers of `bet.placed` (docs/adr/043; ADR 016,
 * 017, 023 say what each is). Every bet source writes the same event through workflows/place-bet.ts,
 * so each rule below applies to every source. The agents' turnover (and the first-bet tasks that
 * read it) is not here: it is written in the bet's own transaction by the workflow.
 *
 * Each consumer's name is stored in the outbox receipts: keep names stable.
 */
export type BetAccrualPorts = {
  points: { accrue(event: AccrualEvent): Promise<unknown> };
  rebates: { recordTurnover(input: TurnoverInput): Promise<unknown> };
  vip: { betRecorded(merchantId: number, memberId: number): Promise<void> };
};

/** Rebate rates are per product; the lottery's two tags share one rate; others earn none. */
export function rebateProductOf(productType: string): RebateProductType | null {
  const parsed = rebateProductTypeSchema.safeParse(productType === 'LOTT' || productType === 'ELOTT' ? 'LOTTERY' : productType);
  return parsed.success ? parsed.data : null;
}

export function betAccruals(ports: BetAccrualPorts): OutboxConsumer<BetEvent>[] {
  return [
    {
      // Points at the merchant's rate for the product, keyed by the bet's reference (ADR 017).
      name: 'bet.points',
      type: BET_PLACED,
      handle: async ({ payload: b }) => {
        await ports.points.accrue({
          merchantId: b.merchantId,
          memberId: b.memberId,
          productType: b.productType,
          amount: b.amount,
          reference: b.reference,
        });
      },
    },
    {
      // Rebate turnover, one row per bet: rebates pay from it, promotions' wagering and the
      // mission boards' stakes are summed from it.
      name: 'bet.rebate-turnover',
      type: BET_PLACED,
      handle: async ({ payload: b }) => {
        const productType = rebateProductOf(b.productType);
        if (!productType) return;
        await ports.rebates.recordTurnover({
          merchantId: b.merchantId,
          memberId: b.memberId,
          productType,
          turnover: b.amount,
          betRef: b.reference,
        });
      },
    },
    {
      // VIP progress: the member is marked due; the reward-centre job syncs the level (ADR 023).
      name: 'bet.vip-progress',
      type: BET_PLACED,
      handle: async ({ payload: b }) => {
        await ports.vip.betRecorded(b.merchantId, b.memberId);
      },
    },
  ];
}
