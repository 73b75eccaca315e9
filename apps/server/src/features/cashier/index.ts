import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { CashierRepository } from './cashier.repository.js';
import { type CashierPorts, CashierService } from './cashier.service.js';

export { cashierMessages } from './cashier.messages.js';
export { type CashierOpsRoutesOptions, cashierOpsRoutes } from './cashier.ops.routes.js';
export { cashierRoutes } from './cashier.routes.js';
export type { DecidedDeposit, DecidedWithdrawal, WithdrawalClaim } from './cashier.service.js';
export { CashierService };

export function createCashierFeature(db: Db, clock: Clock, ports: CashierPorts, providerSecret?: string) {
  const repo = new CashierRepository(db);
  // requestsOfMembers: the read port of the agents' downline transactions.
  return {
    service: new CashierService(repo, clock, ports, providerSecret),
    requestsOfMembers: repo.requestsOfMembers.bind(repo),
    // approvedByDay: the read port of the operators' dashboard.
    approvedByDay: repo.approvedByDay.bind(repo),
    // approvedDepositsOf: the read port of KYC's cumulative-deposit threshold.
    approvedDepositsOf: repo.approvedDepositsOf.bind(repo),
  };
}
