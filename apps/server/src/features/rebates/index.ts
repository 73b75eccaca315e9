import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { RebatesRepository } from './rebates.repository.js';
import { type RebatesPorts, RebatesService, type TurnoverInput } from './rebates.service.js';

export { rebatesMessages } from './rebates.messages.js';
export { type RebatesOpsRoutesOptions, rebatesOpsRoutes } from './rebates.ops.routes.js';
export { type RebatesRoutesOptions, rebatesRoutes } from './rebates.routes.js';
export type { TurnoverInput };
export { RebatesService };

/** `service.recordTurnover` is the hook the bet workflows call with each settled bet (ADR 016). */
export function createRebatesFeature(db: Db, clock: Clock, ports: RebatesPorts) {
  return { service: new RebatesService(new RebatesRepository(db), clock, ports) };
}
