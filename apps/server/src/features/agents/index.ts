import { ERROR_CODES } from '@arcadia/contract';
import { CONTRACT_KINDS } from '@arcadia/contract/agents';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { ContractsService } from './agents.contracts.js';
import { OpsTreeService } from './agents.ops-tree.js';
import { AgentsOpsTreeRepository } from './agents.ops-tree.repository.js';
import { RAIN_JOB_MS, RainService, type RainWallet } from './agents.rain.js';
import { RainRepository } from './agents.rain.repository.js';
import { type RecordsPorts, RecordsService } from './agents.records.js';
import { AgentsRepository } from './agents.repository.js';
import { ROLLUP_JOB_MS, RollupService } from './agents.rollup.js';
import { RollupRepository } from './agents.rollup.repository.js';
import { type AgentsPorts, AgentsService } from './agents.service.js';
import { JOB_INTERVAL_MS, SettlementService, type SettlementWallet } from './agents.settlement.js';
import { SettledPeriodsRepository } from './agents.settlement.repository.js';
import { type TransferPorts, TransferService } from './agents.transfer.js';

export { agentsMessages } from './agents.messages.js';
export { type AgentsOpsRoutesOptions, agentsOpsRoutes } from './agents.ops.routes.js';
export { splitPot } from './agents.rain.js';
export { type AgentsRoutesOptions, agentsRoutes } from './agents.routes.js';
export { type AgentsOpsTreeRoutesOptions, agentsOpsTreeRoutes } from './agents.tree.ops.routes.js';
export type { AgentsPorts, RainWallet, RecordsPorts, SettlementWallet, TransferPorts };
export { AgentsService, ContractsService, RainService, RecordsService, RollupService, SettlementService, TransferService };

export function createAgentsFeature(
  db: Db,
  clock: Clock,
  ports: AgentsPorts & { wallet: RainWallet; transfers: TransferPorts; records: RecordsPorts },
) {
  const repo = new AgentsRepository(db);
  const rollup = new RollupService(new RollupRepository(db));
  const service = new AgentsService(repo, clock, ports, rollup);
  const accountOf = async (m: number, id: number) => (await ports.member(m, id)).account;
  const contracts = new ContractsService(repo, clock, service, accountOf, ports.contractGate);
  const settlement = new SettlementService(repo, clock, ports.wallet, accountOf, new SettledPeriodsRepository(db));
  const transfers = new TransferService(repo, clock, service, ports.wallet, ports.transfers, accountOf);
  const records = new RecordsService(repo, clock, service, ports.records, accountOf);
  const rains = new RainService(new RainRepository(db), clock, service, ports.wallet, ports.transfers, accountOf);
  const memberId = async (m: number, account: string) => {
    const member = await ports.memberByAccount(m, account);
    if (!member) throw new AppError(ERROR_CODES.notFound, 404);
    return member.id;
  };
  const opsTree = new OpsTreeService(new AgentsOpsTreeRepository(db), service, ports.member);
  return { service, contracts, settlement, transfers, records, rains, rollup, memberId, opsTree };
}
export type AgentsFeature = ReturnType<typeof createAgentsFeature>;

/** The platform scheduler's `every` (one leader per job across instances). */
export type Every = (name: string, intervalMs: number, fn: () => Promise<unknown>) => unknown;

/**
 * Registers one settlement job per contract kind. Each run is safe to repeat and to race with
 * another instance (periods are claimed by a unique row), so leadership only saves work.
 */
export function registerAgentJobs(schedule: Every, feature: Pick<AgentsFeature, 'settlement' | 'rains' | 'rollup'>): void {
  for (const kind of CONTRACT_KINDS)
    schedule(`agents:settle:${kind.toLowerCase()}`, JOB_INTERVAL_MS[kind], () => feature.settlement.run(kind));
  // Ended red-envelope rains give the unclaimed rest back (each rain once, under a row lock).
  schedule('agents:rains', RAIN_JOB_MS, () => feature.rains.settleDue());
  // Team overview rollups: queued bets, deposits and joins folded exactly once (row lock + delete).
  schedule('agents:rollup', ROLLUP_JOB_MS, () => feature.rollup.fold());
}
