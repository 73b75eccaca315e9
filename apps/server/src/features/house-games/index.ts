import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { HouseGamesRepository } from './house-games.repository.js';
import { type HouseGamesPorts, HouseGamesService } from './house-games.service.js';

export { houseGamesMessages } from './house-games.messages.js';
export { houseGamesRoutes } from './house-games.routes.js';
export type { HouseGamesPorts, HouseWallet, Player } from './house-games.service.js';
export { HouseGamesService };

export function createHouseGamesFeature(db: Db, clock: Clock, ports: HouseGamesPorts) {
  const repo = new HouseGamesRepository(db);
  // betsOfMembers: the read port of the agents' team betting (real rounds only).
  return {
    service: new HouseGamesService(repo, clock, ports),
    betsOfMembers: repo.betsOfMembers.bind(repo),
    // turnoverByDay: the read port of the operators' dashboard.
    turnoverByDay: repo.turnoverByDay.bind(repo),
    // bigWins: the read port of the games feature's winner board (real rounds that paid).
    bigWins: repo.bigWins.bind(repo),
  };
}
