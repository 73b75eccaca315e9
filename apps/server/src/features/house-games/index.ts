import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { CrashRepository } from './house-games.crash.repository.js';
import { type CrashPorts, CrashService } from './house-games.crash.service.js';
import { type HouseMoneyPort, keyedWallet } from './house-games.money.js';
import { HouseGamesRepository } from './house-games.repository.js';
import { type HouseGamesPorts, HouseGamesService } from './house-games.service.js';

export { CRASH_JOB, CRASH_TICK_MS, crashRoutes } from './house-games.crash.routes.js';
export { houseGamesMessages } from './house-games.messages.js';
export { houseGamesRoutes } from './house-games.routes.js';
export type { HouseGamesPorts, HouseWallet, Player } from './house-games.service.js';
export type { CrashPorts, HouseMoneyPort };
export { CrashService, HouseGamesService };

type FeaturePorts = Omit<HouseGamesPorts, 'wallet'> & {
  /** The bet path; the feature names the keys of its money (house-games.money.ts). */
  wallet: HouseMoneyPort;
  crash: Omit<CrashPorts, 'wallet' | 'balance'>;
};

export function createHouseGamesFeature(db: Db, clock: Clock, ports: FeaturePorts) {
  const repo = new HouseGamesRepository(db);
  const wallet = keyedWallet(ports.wallet);
  // crash: the merchant-wide multiplayer round (ADR 069); its loop is registered on the scheduler by the composition root.
  // betsOfMembers: the read port of the agents' team betting (real rounds only).
  return {
    service: new HouseGamesService(repo, clock, { ...ports, wallet }),
    crash: new CrashService(new CrashRepository(db), clock, { ...ports.crash, wallet, balance: ports.balance }),
    betsOfMembers: repo.betsOfMembers.bind(repo),
    // turnoverByDay: the read port of the operators' dashboard.
    turnoverByDay: repo.turnoverByDay.bind(repo),
    // turnoverOfMerchants: the read port of the merchants list (one page's GGR today).
    turnoverOfMerchants: repo.turnoverOfMerchants.bind(repo),
    // bigWins: the read port of the games feature's winner board (real rounds that paid).
    bigWins: repo.bigWins.bind(repo),
  };
}
