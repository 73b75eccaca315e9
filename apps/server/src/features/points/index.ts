import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { PointsCatalogue } from './points.catalogue.js';
import { PointsRepository } from './points.repository.js';
import { type PointsPorts, PointsService } from './points.service.js';

export type { AccrualEvent } from './points.ledger.js';
export type { ConvertTerms, PointsMall, RedeemInput, RedeemTerms } from './points.mall.js';
export { pointsMessages } from './points.messages.js';
export { type PointsOpsRoutesOptions, pointsOpsRoutes } from './points.ops.routes.js';
export { type PointsRoutesOptions, pointsRoutes } from './points.routes.js';
export type { PointsPorts };
export { PointsService };

export function createPointsFeature(db: Db, clock: Clock, ports: PointsPorts) {
  const repo = new PointsRepository(db);
  return { service: new PointsService(repo, new PointsCatalogue(repo, clock, ports.configGate), clock, ports) };
}
