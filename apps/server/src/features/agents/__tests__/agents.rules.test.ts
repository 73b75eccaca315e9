import { CONTRACT_KINDS, type ContractAction, type ContractKind, type ContractStatus } from '@arcadia/contract/agents';
import { describe, expect, it } from 'vitest';
import { dividendAmount, endedPeriods, periodOf, realtimeAmount, salaryAmount, shownStatus, transition } from '../agents.rules.js';

// Spec 001 §4, every status × action for every kind. `E` is like P for dividends only (ADR 018).
const EXPECTED: Record<ContractStatus, Record<ContractAction, (k: ContractKind) => string>> = {
  P: { A: () => 'V', R: () => 'R', C: () => 'transition' },
  E: { A: (k) => (k === 'DIVIDEND' ? 'V' : 'expired'), R: (k) => (k === 'DIVIDEND' ? 'R' : 'expired'), C: () => 'transition' },
  V: { A: () => 'V', R: () => 'transition', C: () => 'C' },
  R: { A: () => 'transition', R: () => 'transition', C: () => 'transition' },
  C: { A: () => 'transition', R: () => 'transition', C: () => 'transition' },
};

describe('contract transitions (spec 001 §4)', () => {
  const rows = CONTRACT_KINDS.flatMap((kind) =>
    (Object.keys(EXPECTED) as ContractStatus[]).flatMap((status) =>
      (['A', 'R', 'C'] as const).map((action) => ({ kind, status, action, want: EXPECTED[status][action](kind) })),
    ),
  );
  it.each(rows)('$kind $status + $action → $want', ({ kind, status, action, want }) => {
    const got = transition(kind, status, action);
    expect('to' in got ? got.to : got.error).toBe(want);
  });

  it('shows a pending proposal as E once it is past its expiry, and nothing else', () => {
    const at = new Date('2026-06-08T00:00:00Z');
    expect(shownStatus('P', at, new Date('2026-06-07T23:59:59Z'))).toBe('P');
    expect(shownStatus('P', at, at)).toBe('E');
    expect(shownStatus('V', at, new Date('2027-01-01T00:00:00Z'))).toBe('V');
  });
});

describe('settlement periods (UTC)', () => {
  const t = new Date('2026-06-17T13:45:00Z'); // a Wednesday
  it.each([
    ['HOURLY', null, '2026-06-17T13:00:00.000Z', '2026-06-17T14:00:00.000Z'],
    ['DAILY', null, '2026-06-17T00:00:00.000Z', '2026-06-18T00:00:00.000Z'],
    ['DIVIDEND', 'WEEKLY', '2026-06-15T00:00:00.000Z', '2026-06-22T00:00:00.000Z'],
    ['DIVIDEND', 'HALF_MONTH', '2026-06-16T00:00:00.000Z', '2026-07-01T00:00:00.000Z'],
    ['DIVIDEND', 'MONTHLY', '2026-06-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z'],
  ] as const)('%s %s', (kind, comp, start, end) => {
    const p = periodOf(kind, comp, t);
    expect([p.start.toISOString(), p.end.toISOString()]).toEqual([start, end]);
  });
  it('lists only periods that have ended', () => {
    const days = endedPeriods('DAILY', null, new Date('2026-06-01T10:00:00Z'), new Date('2026-06-04T09:00:00Z'));
    expect(days.map((d) => d.start.toISOString().slice(0, 10))).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
  });
});

describe('amounts', () => {
  const daily = [
    { betVolume: '1000', activeMember: 1, rateType: 'P' as const, rate: '1' },
    { betVolume: '5000', activeMember: 3, rateType: 'P' as const, rate: '1.5' },
    { betVolume: '2000', activeMember: 2, rateType: 'F' as const, rate: '25' },
  ];
  it.each([
    ['999.9999', 5, '0'], // below every tier
    ['1000', 1, '10'], // 1% of 1,000
    ['4000', 2, '40'], // 1% beats the fixed 25
    ['2000', 2, '25'], // fixed 25 beats 1% (20)
    ['6000', 2, '60'], // bet enough for tier 2 but not its 3 active members
    ['6000', 3, '90'], // 1.5%
  ])('daily salary on %s with %i active → %s', (bet, active, want) => {
    expect(salaryAmount(daily, bet, active).toString()).toBe(want);
  });

  it('dividend pays a whole-percent share of the net loss for the best met tier', () => {
    const tiers = [
      {
        minimumBet: '100',
        netLoss: '1000',
        periodicTotalBet: '0',
        activeMember: 1,
        contractRate: 10,
        periodicTotalBetRequired: 'N' as const,
      },
      {
        minimumBet: '500',
        netLoss: '1000',
        periodicTotalBet: '20000',
        activeMember: 2,
        contractRate: 20,
        periodicTotalBetRequired: 'Y' as const,
      },
    ];
    const active = (min: string) => (min === '100' ? 3 : 2);
    expect(dividendAmount(tiers, '19999', '3000', active).toString()).toBe('300');
    expect(dividendAmount(tiers, '20000', '3000', active).toString()).toBe('600');
    expect(dividendAmount(tiers, '20000', '999', active).toString()).toBe('0');
    expect(dividendAmount(tiers, '20000', '-500', active).toString()).toBe('0');
  });

  it('real-time salary takes the loss rate of a losing result and the win rate of a winning one', () => {
    const tiers = [{ betAmount: '10', lossRate: '2', winRate: '0.5' }];
    expect(realtimeAmount(tiers, '100', '40').toString()).toBe('1.2');
    expect(realtimeAmount(tiers, '100', '150').toString()).toBe('0.5');
    expect(realtimeAmount(tiers, '9', '0').toString()).toBe('0');
  });
});
