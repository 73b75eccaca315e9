import type { Bus } from '../../platform/bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { ClusterPresence, type ClusterPresenceOptions } from './notifications.cluster.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

export type { OnlineCount } from './notifications.cluster.js';
export { type NotificationsRoutesOptions, notificationsRoutes, type SocketAuth } from './notifications.routes.js';
export type { NotifyInput } from './notifications.service.js';
export { NotificationsService };

export function createNotificationsFeature(db: Db, bus: Bus, clock: Clock, presence: ClusterPresenceOptions = {}) {
  const service = new NotificationsService(new NotificationsRepository(db), bus, clock);
  /** Members online: shared through Redis when configured, else this instance's (ADR 032). */
  const cluster = new ClusterPresence(service.presence, presence);
  return { service, cluster };
}
