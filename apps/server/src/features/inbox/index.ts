import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { NoticesOpsRepository } from './inbox.notices-ops.repository.js';
import { NoticesOpsService } from './inbox.notices-ops.service.js';
import { InboxRepository } from './inbox.repository.js';
import { type InboxPorts, InboxService } from './inbox.service.js';

export { type NoticesOpsRoutesOptions, noticesOpsRoutes } from './inbox.notices.ops.routes.js';
export { type InboxOpsRoutesOptions, inboxOpsRoutes } from './inbox.ops.routes.js';
export { type InboxRoutesOptions, inboxRoutes } from './inbox.routes.js';
export type { InboxPorts };
export { InboxService };

export function createInboxFeature(db: Db, clock: Clock, ports: InboxPorts) {
  return {
    service: new InboxService(new InboxRepository(db), clock, ports),
    notices: new NoticesOpsService(new NoticesOpsRepository(db), clock, ports.sanitize),
  };
}
