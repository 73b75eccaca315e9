import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { RafflesRepository } from './raffles.repository.js';
import { type RafflesPorts, RafflesService } from './raffles.service.js';

export { draw as raffleDraw } from './raffles.draw.js';
export { rafflesMessages } from './raffles.messages.js';
export { type RafflesOpsRoutesOptions, rafflesOpsRoutes } from './raffles.ops.routes.js';
export { type RafflesRoutesOptions, rafflesRoutes } from './raffles.routes.js';
export { RafflesService };

export function createRafflesFeature(db: Db, clock: Clock, ports: RafflesPorts) {
  return { service: new RafflesService(new RafflesRepository(db), clock, ports) };
}
