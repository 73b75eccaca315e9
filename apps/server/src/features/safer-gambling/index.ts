import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { SaferGamblingOps, type SaferGamblingOpsPorts } from './safer-gambling.ops.js';
import { SaferGamblingRepository } from './safer-gambling.repository.js';
import { type SaferGamblingPorts, SaferGamblingService } from './safer-gambling.service.js';
import { SaferGamblingSettingsService } from './safer-gambling.settings.js';

export { saferGamblingMessages } from './safer-gambling.messages.js';
export { type SaferGamblingOpsRoutesOptions, saferGamblingOpsRoutes } from './safer-gambling.ops.routes.js';
export { type SaferGamblingRoutesOptions, saferGamblingRoutes } from './safer-gambling.routes.js';
export type { SaferGamblingOps, SaferGamblingOpsPorts, SaferGamblingPorts, SaferGamblingSettingsService };
export { SaferGamblingService };

/**
 * Member limits, time-out and self-exclusion, reality check (docs/adr/065). `service.assertCanBet`
 * and `service.record` are the bet workflow's gate; `assertCanDeposit` the cashier's; `assertCanSignIn` the session's.
 */
export function createSaferGamblingFeature(db: Db, clock: Clock, ports: SaferGamblingPorts & SaferGamblingOpsPorts) {
  const repo = new SaferGamblingRepository(db);
  const service = new SaferGamblingService(repo, clock, ports);
  return { service, ops: new SaferGamblingOps(repo, service, ports), settings: new SaferGamblingSettingsService(repo) };
}
