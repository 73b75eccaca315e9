import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { SocialSignInRepository } from './social-sign-in.repository.js';
import { type SocialPorts, SocialSignInService } from './social-sign-in.service.js';

export { socialSignInMessages } from './social-sign-in.messages.js';
export { type SocialSignInOpsRoutesOptions, socialSignInOpsRoutes } from './social-sign-in.ops.routes.js';
export { type SocialSignInRoutesOptions, socialSignInRoutes } from './social-sign-in.routes.js';
export { SocialSignInService };

export function createSocialSignInFeature(db: Db, clock: Clock, ports: SocialPorts) {
  return { service: new SocialSignInService(new SocialSignInRepository(db), clock, ports) };
}
