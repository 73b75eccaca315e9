import type { Clock } from '../../platform/clock.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Db } from '../../platform/db/client.js';
import { TwoFactorRepository } from './two-factor.repository.js';
import { type TwoFactorPorts, TwoFactorService } from './two-factor.service.js';

export { twoFactorMessages } from './two-factor.messages.js';
export { type TwoFactorOpsRoutesOptions, twoFactorOpsRoutes } from './two-factor.ops.routes.js';
export { type TwoFactorRoutesOptions, twoFactorRoutes } from './two-factor.routes.js';
export type { TwoFactorMember, TwoFactorPorts } from './two-factor.service.js';
export { TwoFactorService };

export function createTwoFactorFeature(db: Db, clock: Clock, secrets: SecretBox, ports: TwoFactorPorts) {
  return { service: new TwoFactorService(new TwoFactorRepository(db), clock, secrets, ports) };
}
/** TOTP helpers, shared with the operator console's sign-in (ops feature). */
export { checkTotp, newTotpSecret, totpUri } from './totp.js';
