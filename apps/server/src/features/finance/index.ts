import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { FinanceRepository } from './finance.repository.js';
import {
  type FinanceActor,
  type FinancePorts,
  FinanceService,
  type PayoutExecutor,
  type PayoutGate,
  type PayoutRequest,
  type PrizeTableGate,
  type RuleGate,
} from './finance.service.js';

export { type FinanceOpsRoutesOptions, financeActor } from './finance.context.js';
export { financeMessages } from './finance.messages.js';
export { financeOpsRoutes } from './finance.ops.routes.js';
export { type FinanceActor, FinanceService, type PayoutExecutor, type PayoutGate, type PayoutRequest, type PrizeTableGate, type RuleGate };

export function createFinanceFeature(db: Db, clock: Clock, ports: FinancePorts) {
  return { service: new FinanceService(new FinanceRepository(db), clock, ports) };
}
