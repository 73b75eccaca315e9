import type { Clock } from '../../platform/clock.js';
import type { Database, Db } from '../../platform/db/client.js';
import { SESSION_CHANNEL, SessionRepository } from './session.repository.js';
import { type SessionPorts, SessionService, type SignedIn } from './session.service.js';

export { sessionMessages } from './session.messages.js';
export { type SessionRoutesOptions, sessionRoutes } from './session.routes.js';
export type { SessionPorts, SignedIn };
export { SessionService };

/** Resolves once the service hears ended sessions, so a cached session can never outlive its end. */
export async function createSessionFeature(db: Db, listen: Database['listen'], clock: Clock, ports: SessionPorts) {
  const service = new SessionService(new SessionRepository(db), clock, ports);
  const stop = await listen(SESSION_CHANNEL, { onMessage: (p) => service.onEnded(p), onGap: () => service.onGap() });
  return { service, stop };
}
export { type SessionOpsRoutesOptions, sessionOpsRoutes } from './session.ops.routes.js';
