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
      tiers: d.contracts.map((t) => ({
        minimumBet: t.minimumBet,
        netLoss: t.netLoss,
        periodicTotalBet: t.periodicTotalBetRequired === 'Y' ? t.periodicTotalBet : '—',
        activeMember: String(t.activeMember),
        contractRate: pctWhole(t.contractRate),
      })),
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
      tiers: d.details.map((t) => ({ betVolume: t.betVolume, activeMember: String(t.activeMember), rate: rateText(t.rateType, t.rate) })),
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
      tiers: h.hourSalaryRates.map((t) => ({
        minimumBet: t.minimumBet,
        activeMember: String(t.activeMember),
        rate: rateText(t.rateType, t.rate),
      })),
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
      tiers: r.realTimeSalaryRates.map((t) => ({
        betAmount: t.betAmount,
        lossRate: `${Number(t.lossRate)}%`,
        winRate: `${Number(t.winRate)}%`,
      })),
      higherRate: false,
    });
  return { requests: all.filter((e) => e.status !== 'V'), active: all.filter((e) => e.status === 'V') };
}
