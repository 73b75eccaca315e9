import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeVendor } from '../../features/games/__tests__/fake-vendor.js';
import { createTestApp, memberIds, type TestApp } from '../../test/harness.js';
import { accruals, bettor, crashBet, houseBet, LOTTERY_LINES, lotteryBet, STAKE } from './bets.fixture.js';

// Issue 23 / ADR 043: every source places its bets through workflows/place-bet.ts, so one stake
// earns the same everywhere. Rates are equal for every product here (the default points config;
// one rebate rate for all), so the deltas must be identical row by row.
let t: TestApp;
let vendor: FakeVendor;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  vendor = new FakeVendor(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`, 'FAKE', 'demo-secret-fake-change-me');
  ({ merchantId } = await memberIds(t, 'demo', 'player01'));
  await t.features.rebates.service.setRates(merchantId, [
    { productType: 'RNG', rate: '0.01' },
    { productType: 'FISH', rate: '0.01' },
    { productType: 'LOTTERY', rate: '0.01' },
  ]);
}, 120_000);
afterAll(() => t?.close());

type Source = [name: string, bet: (b: Awaited<ReturnType<typeof bettor>>, key: string) => Promise<void>];
const sources: Source[] = [
  ['house slot', (b, key) => houseBet(t, b, 'slot', key)],
  ['house fish', (b, key) => houseBet(t, b, 'fish', key)],
  ['house dice', (b, key) => houseBet(t, b, 'dice', key)],
  ['house plinko', (b, key) => houseBet(t, b, 'plinko', key)],
  ['house roulette', (b, key) => houseBet(t, b, 'roulette', key)],
  ['house baccarat', (b, key) => houseBet(t, b, 'baccarat', key)],
  ['house mines', (b, key) => houseBet(t, b, 'mines', key)],
  ['house blackjack', (b, key) => houseBet(t, b, 'blackjack', key)],
  ['house crash', (b) => crashBet(t, merchantId, b)],
  ...Object.keys(LOTTERY_LINES).map((kind): Source => [`lottery ${kind}`, (b, key) => lotteryBet(t, b, kind, key)]),
  [
    'seamless vendor debit',
    async (b, key) => {
      const launched = await t.app.inject({
        method: 'GET',
        url: '/wps/game/launch/v2?vassalage=FAKE&gameId=fake-fortune&accountType=1',
        headers: b.headers,
      });
      const token = FakeVendor.tokenOf(launched.json().value.game_url);
      const res = await vendor.call('debit', { token, transactionId: key, roundId: `R-${key}`, amount: STAKE });
      if (!res.body.success) throw new Error(`debit refused: ${JSON.stringify(res.body)}`);
    },
  ],
];

const EXPECTED = {
  points: '0.1000', // 10 × 0.01
  rebateTurnover: '10.0000',
  missionStakes: '10.0000',
  agentTurnover: '10.0000',
  agentBets: 1,
  vipDue: 1,
};

describe('one stake, every source, the same accruals (after the outbox drains)', () => {
  it.each(sources)(
    '%s',
    async (name, bet) => {
      const account = `src${sources.findIndex((s) => s[0] === name)}x${Date.now() % 100000}`;
      const b = await bettor(t, merchantId, account);
      await bet(b, `bet-${account}`);
      await t.features.outbox.drain();
      expect(await accruals(t, merchantId, b.memberId)).toEqual(EXPECTED);
      // A second drain finds nothing left and changes nothing.
      await t.features.outbox.drain();
      expect(await accruals(t, merchantId, b.memberId)).toEqual(EXPECTED);
    },
    60_000,
  );
});
