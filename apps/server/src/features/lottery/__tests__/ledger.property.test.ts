import { Big } from '@arcadia/contract';
import { PLAY_TYPES } from '@arcadia/contract/lottery';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { lotteryBets } from '../lottery.tables.js';
import { houseLottery, onlyGames, player } from './helpers.js';

let t: TestApp;
let p: Awaited<ReturnType<typeof player>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await player(t, 'demo', 'player01', '10000000');
  await onlyGames(t, p.ids.merchantId, ['SSC1', '11X5F', 'VNF']);
}, 120_000);
afterAll(() => t.close());

const KIND = { SSC1: 'SSC', '11X5F': '11X5', VNF: 'VN' } as const;
type Code = keyof typeof KIND;

/** A valid random selection of a play type, built from its domain. */
const selectionArb = (code: Code) =>
  fc
    .constantFrom(...PLAY_TYPES.filter((d) => d.kind === KIND[code]))
    .chain((def) =>
      (def.distinct
        ? fc.shuffledSubarray([...def.domain[0]!], { minLength: def.slots, maxLength: def.slots })
        : fc.tuple(...Array.from({ length: def.slots }, (_, i) => fc.constantFrom(...def.domain[Math.min(i, def.domain.length - 1)]!)))
      ).map((values) => ({ playType: def.code, selection: values.join(',') })),
    );
const betArb = fc.constantFrom<Code>('SSC1', '11X5F', 'VNF').chain((gameCode) =>
  fc.record({
    gameCode: fc.constant(gameCode),
    pick: selectionArb(gameCode),
    amount: fc.integer({ min: 100, max: 500_000 }).map((c) => new Big(c).div(100).toFixed(2)),
  }),
);

let round = 0;
describe('the house ledger', () => {
  it('moves by total stakes − payouts − refunds for any set of bets, drawn or cancelled', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(betArb, { minLength: 1, maxLength: 8 }),
        fc.subarray(['SSC1', '11X5F', 'VNF'] as Code[]),
        async (bets, cancelled) => {
          round++;
          const houseBefore = new Big(await houseLottery(t, p.ids.merchantId));
          const balanceBefore = new Big(await p.balance());
          const games = (await p.get('/lgw/games')).value as { code: Code; numero: string; drawAt: string }[];
          const numero = (c: Code) => games.find((g) => g.code === c)!.numero;
          const r = await p.post('/lgw/bets', {
            bets: bets.map((b, i) => ({
              gameCode: b.gameCode,
              numero: numero(b.gameCode),
              ...b.pick,
              amount: b.amount,
              key: `prop-${round}-${i}`,
            })),
          });
          expect(r.success, r.message).toBe(true);
          for (const code of cancelled) {
            const res = await t.app.inject({
              method: 'POST',
              url: '/ops/merchants/demo/lottery/draws/cancel',
              headers: { authorization: `Bearer ${OPS_TOKEN}` },
              payload: { gameCode: code, numero: numero(code) },
            });
            expect(res.json().success).toBe(true);
          }
          // Past every draw time of this round, then the job.
          t.clock.set(new Date(Math.max(...games.map((g) => new Date(g.drawAt).getTime())) + 1000));
          await t.features.scheduler.runNow('lottery:draws');
          const ids = r.value.bets.map((b: { id: number }) => b.id) as number[];
          const rows = await t.database.db
            .select()
            .from(lotteryBets)
            .where(and(eq(lotteryBets.memberId, p.ids.memberId), inArray(lotteryBets.id, ids)));
          expect(rows.every((x) => x.status !== 'pending')).toBe(true);
          const stakes = rows.reduce((s, x) => s.plus(x.amount), new Big(0));
          const payouts = rows.reduce((s, x) => s.plus(x.payout), new Big(0));
          const refunds = rows.filter((x) => x.status === 'refunded').reduce((s, x) => s.plus(x.amount), new Big(0));
          expect(rows.filter((x) => x.status === 'refunded').length).toBe(bets.filter((b) => cancelled.includes(b.gameCode)).length);
          const houseAfter = new Big(await houseLottery(t, p.ids.merchantId));
          expect(houseAfter.minus(houseBefore).toFixed(4)).toBe(stakes.minus(payouts).minus(refunds).toFixed(4));
          expect(new Big(await p.balance()).minus(balanceBefore).toFixed(4)).toBe(payouts.plus(refunds).minus(stakes).toFixed(4));
        },
      ),
      { numRuns: 25, seed: Number(process.env.FC_SEED ?? 20261123) },
    );
    expect((await t.features.wallet.service.reconcile(p.ids.merchantId)).ok).toBe(true);
  }, 240_000);
});
