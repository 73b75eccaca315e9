import { describe, expect, it } from 'vitest';
import { contractRaise } from '../agents.contract-raise.js';

const raise = (...a: Parameters<typeof contractRaise>) => {
  const r = contractRaise(...a);
  return { percent: r.percent.toString(), fixed: r.fixed.toString() };
};
const daily = (rate: string, betVolume = '1000', rateType: 'P' | 'F' = 'P', activeMember = 1) => ({
  betVolume,
  activeMember,
  rateType,
  rate,
});
const dividend = (contractRate: number, netLoss = '100', more: Partial<{ minimumBet: string; activeMember: number }> = {}) => ({
  minimumBet: more.minimumBet ?? '0',
  netLoss,
  periodicTotalBet: '0',
  activeMember: more.activeMember ?? 0,
  contractRate,
  periodicTotalBetRequired: 'N' as const,
});

// ADR 045: a house-funded contract raises what an agent is paid unless every new tier is covered by
// an old one that asks no more and pays at least as much.
describe('contractRaise', () => {
  it('nothing in force: every tier that pays is a raise; tiers of zero raise nothing', () => {
    expect(raise('DAILY', [], [daily('1'), daily('5', '1000', 'F')])).toEqual({ percent: '1', fixed: '5' });
    expect(raise('DAILY', [], [daily('0')])).toEqual({ percent: '0', fixed: '0' });
  });

  it('the same terms or lower ones raise nothing', () => {
    expect(raise('DAILY', [daily('2')], [daily('2'), daily('1.5', '2000')])).toEqual({ percent: '0', fixed: '0' });
    expect(raise('DIVIDEND', [dividend(30)], [dividend(25, '500', { minimumBet: '10', activeMember: 3 })])).toEqual({
      percent: '0',
      fixed: '0',
    });
  });

  it('a higher rate, an easier condition or another rate type is a raise', () => {
    expect(raise('DAILY', [daily('2')], [daily('2.5')])).toEqual({ percent: '2.5', fixed: '0' });
    // The same rate from a smaller team bet pays periods the old contract did not.
    expect(raise('DAILY', [daily('2', '1000')], [daily('2', '500')])).toEqual({ percent: '2', fixed: '0' });
    expect(
      raise(
        'HOURLY',
        [{ minimumBet: '100', activeMember: 2, rateType: 'P', rate: '1' }],
        [{ minimumBet: '100', activeMember: 1, rateType: 'P', rate: '1' }],
      ),
    ).toEqual({ percent: '1', fixed: '0' });
    expect(raise('DAILY', [daily('2')], [daily('2', '1000', 'F')])).toEqual({ percent: '0', fixed: '2' });
    expect(raise('DIVIDEND', [dividend(30, '100')], [dividend(30, '50')])).toEqual({ percent: '30', fixed: '0' });
  });

  it('real-time salaries compare both rates and the stake they start from', () => {
    const old = [{ betAmount: '100', lossRate: '1', winRate: '0.5' }];
    expect(raise('REALTIME', old, [{ betAmount: '200', lossRate: '1', winRate: '0.2' }])).toEqual({ percent: '0', fixed: '0' });
    expect(raise('REALTIME', old, [{ betAmount: '100', lossRate: '1', winRate: '0.8' }])).toEqual({ percent: '1', fixed: '0' });
  });
});
