import { describe, expect, it } from 'vitest';
import { betAccruals, rebateProductOf } from '../bet-accruals.js';
import { BET_PLACED, type BetEvent } from '../place-bet.js';

// The accrual rules alone, without an app: what each consumer asks of its feature's service.
function recorder(fail: string | null = null) {
  const calls: [string, unknown][] = [];
  const call =
    (name: string) =>
    async (...args: unknown[]) => {
      if (name === fail) throw new Error(`${name} is down`);
      calls.push([name, args.length === 1 ? args[0] : args]);
    };
  return {
    calls,
    ports: { points: { accrue: call('points') }, rebates: { recordTurnover: call('rebates') }, vip: { betRecorded: call('vip') } },
  };
}

const bet = (over: Partial<BetEvent> = {}): BetEvent => ({
  merchantId: 1,
  memberId: 7,
  amount: '10.0000',
  productType: 'LOTT',
  source: 'LOTTERY',
  reference: 'lottery:bet:42',
  ...over,
});
const run = async (r: ReturnType<typeof recorder>, payload: BetEvent) => {
  for (const c of betAccruals(r.ports))
    await c.handle({ id: 1, type: c.type, merchantId: payload.merchantId, payload, createdAt: new Date() });
};

describe('the accrual rules of a placed bet', () => {
  it('are points, rebate turnover (the mission stakes too) and VIP progress, each on bet.placed under a stable name', () => {
    const rules = betAccruals(recorder().ports);
    expect(rules.map((c) => [c.name, c.type])).toEqual([
      ['bet.points', BET_PLACED],
      ['bet.rebate-turnover', BET_PLACED],
      ['bet.vip-progress', BET_PLACED],
    ]);
  });

  it('a lottery stake earns points at its own product, turnover at the LOTTERY rate, and marks VIP progress', async () => {
    const r = recorder();
    await run(r, bet());
    expect(r.calls).toEqual([
      ['points', { merchantId: 1, memberId: 7, productType: 'LOTT', amount: '10.0000', reference: 'lottery:bet:42' }],
      ['rebates', { merchantId: 1, memberId: 7, productType: 'LOTTERY', turnover: '10.0000', betRef: 'lottery:bet:42' }],
      ['vip', [1, 7]],
    ]);
  });

  it('every source earns alike: the source never changes what a rule asks', async () => {
    const asked = async (source: BetEvent['source']) => {
      const r = recorder();
      await run(r, bet({ source, productType: 'RNG', reference: 'ref-1' }));
      return r.calls;
    };
    const house = await asked('HOUSE');
    expect(await asked('LOTTERY')).toEqual(house);
    expect(await asked('SEAMLESS')).toEqual(house);
  });

  it('maps product types to rebate products; a product without a rebate rate earns no turnover but still points and VIP', async () => {
    expect(['LOTT', 'ELOTT', 'RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'CONS', 'DEPOSIT'].map(rebateProductOf)).toEqual([
      'LOTTERY',
      'LOTTERY',
      'RNG',
      'FISH',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'PVP',
      null,
      null,
    ]);
    const r = recorder();
    await run(r, bet({ productType: 'CONS' }));
    expect(r.calls.map(([name]) => name)).toEqual(['points', 'vip']);
  });

  it('a failing service fails its rule (the outbox retries it) instead of being swallowed', async () => {
    const [, rebates] = betAccruals(recorder('rebates').ports);
    await expect(rebates!.handle({ id: 1, type: BET_PLACED, merchantId: 1, payload: bet(), createdAt: new Date() })).rejects.toThrow(
      'rebates is down',
    );
  });
});
