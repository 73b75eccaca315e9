import type { ConsolidatedContracts, ContractKind, ContractStatus } from '@arcadia/contract/agents';
import type { ContractRef } from '../api/answer-contract';

/** One contract as the consolidated modal lists it. */
export type ContractEntry = {
  key: string;
  kind: ContractKind;
  status: ContractStatus;
  ref: ContractRef;
  /** Sub-heading: product type and period where the kind has them. */
  productType: string | null;
  computationPeriod: string | null;
  /** Tier rows as label → value pairs, rates already as the UI shows them. */
  tiers: Record<string, string>[];
  /** Dividend only: accepting asks the higher-rate confirmation (spec 001 §5). */
  higherRate: boolean;
};

const pctWhole = (n: number | string) => `${Math.round(Number(n))}%`;
const rateText = (rateType: string, rate: string) => (rateType === 'P' ? `${Number(rate)}%` : rate);

type AnyTier = Record<string, unknown>;
const str = (v: unknown) => String(v ?? '');

/** Tier rows of a contract in the order and form the UI shows them (rates as percents, §9 whole for dividends). */
export function tierView(kind: ContractKind, tiers: AnyTier[]): Record<string, string>[] {
  return tiers.map((t): Record<string, string> => {
    if (kind === 'DIVIDEND')
      return {
        minimumBet: str(t.minimumBet),
        netLoss: str(t.netLoss),
        periodicTotalBet: t.periodicTotalBetRequired === 'Y' ? str(t.periodicTotalBet) : '—',
        activeMember: str(t.activeMember),
        contractRate: pctWhole(str(t.contractRate)),
      };
    if (kind === 'REALTIME') return { betAmount: str(t.betAmount), lossRate: `${Number(t.lossRate)}%`, winRate: `${Number(t.winRate)}%` };
    const first: Record<string, string> = kind === 'DAILY' ? { betVolume: str(t.betVolume) } : { minimumBet: str(t.minimumBet) };
    return { ...first, activeMember: str(t.activeMember), rate: rateText(str(t.rateType), str(t.rate)) };
  });
}

/**
 * Spec 001 §4: V entries go to the termination section, P and E to the new-request section
 * (E only for dividends, which may still be answered when expired).
 */
export function contractEntries(c: ConsolidatedContracts): { requests: ContractEntry[]; active: ContractEntry[] } {
  const all: ContractEntry[] = [];
  for (const d of c.divtypecompperiodreq) {
    const first = d.contracts[0];
    if (!first) continue;
    all.push({
      key: `DIVIDEND:${first.id}`,
      kind: 'DIVIDEND',
      status: first.status,
      ref: { kind: 'DIVIDEND', productType: d.productType, computationPeriod: d.computationPeriod },
      productType: d.productType,
      computationPeriod: d.computationPeriod,
      tiers: tierView('DIVIDEND', d.contracts),
      higherRate: d.contracts.some((t) => t.downlineHigherRate === 'Y'),
    });
  }
  for (const d of c.dailysalreqtype)
    all.push({
      key: `DAILY:${d.id}`,
      kind: 'DAILY',
      status: d.status,
      ref: { kind: 'DAILY', id: d.id },
      productType: null,
      computationPeriod: null,
      tiers: tierView('DAILY', d.details),
      higherRate: false,
    });
  for (const h of c.contracthoursalreq)
    all.push({
      key: `HOURLY:${h.contractId}`,
      kind: 'HOURLY',
      status: h.status,
      ref: { kind: 'HOURLY', id: h.contractId, productType: h.productType },
      productType: h.productType,
      computationPeriod: null,
      tiers: tierView('HOURLY', h.hourSalaryRates),
      higherRate: false,
    });
  for (const r of c.realtimesalreqtype)
    all.push({
      key: `REALTIME:${r.contractId}`,
      kind: 'REALTIME',
      status: r.status,
      ref: { kind: 'REALTIME', id: r.contractId },
      productType: null,
      computationPeriod: null,
      tiers: tierView('REALTIME', r.realTimeSalaryRates),
      higherRate: false,
    });
  return { requests: all.filter((e) => e.status !== 'V'), active: all.filter((e) => e.status === 'V') };
}
