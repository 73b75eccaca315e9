import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { SaferGamblingRepository } from './safer-gambling.repository.js';
import { type SaferGamblingPorts, SaferGamblingService } from './safer-gambling.service.js';

export { saferGamblingMessages } from './safer-gambling.messages.js';
export { type SaferGamblingRoutesOptions, saferGamblingRoutes } from './safer-gambling.routes.js';
export type { SaferGamblingPorts };
export { SaferGamblingService };

/**
 * Member limits, time-out and self-exclusion, reality check (docs/adr/065). `service.assertCanBet`
 * and `service.record` are the bet workflow's gate; `assertCanDeposit` the cashier's; `assertCanSignIn` the session's.
 */
export function createSaferGamblingFeature(db: Db, clock: Clock, ports: SaferGamblingPorts) {
  return { service: new SaferGamblingService(new SaferGamblingRepository(db), clock, ports) };
}
