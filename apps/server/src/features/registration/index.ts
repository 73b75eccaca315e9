import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { RegistrationRepository } from './registration.repository.js';
import { type RegistrationPorts, RegistrationService } from './registration.service.js';

export { registrationMessages } from './registration.messages.js';
export { type RegistrationOpsRoutesOptions, registrationOpsRoutes } from './registration.ops.routes.js';
export { type RegistrationRoutesOptions, registrationRoutes } from './registration.routes.js';
export type { RegistrationPorts };
export { RegistrationService };

export function createRegistrationFeature(db: Db, clock: Clock, ports: RegistrationPorts) {
  return { service: new RegistrationService(new RegistrationRepository(db), clock, ports) };
}
