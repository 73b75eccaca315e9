import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { ReferralRepository } from './referral.repository.js';
import { type ReferralPorts, ReferralService } from './referral.service.js';

export { referralMessages } from './referral.messages.js';
export { type ReferralOpsRoutesOptions, referralOpsRoutes } from './referral.ops.routes.js';
export { type ReferralRoutesOptions, referralRoutes } from './referral.routes.js';
export type { ReferralPorts };
export { ReferralService };

/** `service.registered` and `service.deposited` are fed by registration and the cashier (features/index.ts). */
export function createReferralFeature(db: Db, clock: Clock, ports: ReferralPorts) {
  return { service: new ReferralService(new ReferralRepository(db), clock, ports) };
}
