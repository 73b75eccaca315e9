import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { SessionRepository } from './session.repository.js';
import { type SessionPorts, SessionService } from './session.service.js';

export { sessionMessages } from './session.messages.js';
export { type SessionRoutesOptions, sessionRoutes } from './session.routes.js';
export type { SessionPorts };
export { SessionService };

export function createSessionFeature(db: Db, clock: Clock, ports: SessionPorts) {
  return { service: new SessionService(new SessionRepository(db), clock, ports) };
}
