import type { Clock } from '../../platform/clock.js';
import type { Database, Db } from '../../platform/db/client.js';
import { SaferGamblingOps, type SaferGamblingOpsPorts } from './safer-gambling.ops.js';
import { SAFER_GAMBLING_SETTINGS_CHANNEL, SaferGamblingRepository } from './safer-gambling.repository.js';
import { type SaferGamblingPorts, SaferGamblingService } from './safer-gambling.service.js';
import { SaferGamblingSettingsService } from './safer-gambling.settings.js';
import type { BetGate } from './safer-gambling.usage.js';

export { saferGamblingMessages } from './safer-gambling.messages.js';
export { type SaferGamblingOpsRoutesOptions, saferGamblingOpsRoutes } from './safer-gambling.ops.routes.js';
export { type SaferGamblingRoutesOptions, saferGamblingRoutes } from './safer-gambling.routes.js';
export type { BetGate, SaferGamblingOps, SaferGamblingOpsPorts, SaferGamblingPorts, SaferGamblingSettingsService };
export { SaferGamblingService };

/**
 * Member limits, time-out and self-exclusion, reality check (docs/adr/065). `service.assertCanBet`
 * and `service.record` are the bet workflow's gate; `assertCanDeposit` the cashier's; `assertCanSignIn` the session's.
 */
export async function createSaferGamblingFeature(
  db: Db,
  listen: Database['listen'],
  clock: Clock,
  ports: SaferGamblingPorts & SaferGamblingOpsPorts,
) {
  const repo = new SaferGamblingRepository(db);
  const settings = new SaferGamblingSettingsService(repo, () => clock.now().getTime());
  const service = new SaferGamblingService(repo, clock, ports, settings);
  // Resolves once listening: a setting saved on another instance then always reaches this one's cache.
  const stop = await listen(SAFER_GAMBLING_SETTINGS_CHANNEL, { onMessage: (p) => settings.onNotified(p), onGap: () => settings.onGap() });
  return { service, ops: new SaferGamblingOps(repo, service, ports), settings, stop };
}
