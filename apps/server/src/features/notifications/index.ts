import type { Bus } from '../../platform/bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

export { type NotificationsRoutesOptions, notificationsRoutes, type SocketAuth } from './notifications.routes.js';
export type { NotifyInput } from './notifications.service.js';
export { NotificationsService };

export function createNotificationsFeature(db: Db, bus: Bus, clock: Clock) {
  return { service: new NotificationsService(new NotificationsRepository(db), bus, clock) };
}
