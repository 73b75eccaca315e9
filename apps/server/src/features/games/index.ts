import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { UrlAdapter, type VendorAdapter } from './games.adapters.js';
import { GamesOps } from './games.ops.js';
import { GamesOpsRepository } from './games.ops.repository.js';
import { GamesRepository, type VendorRow } from './games.repository.js';
import { type BetPlaced, SeamlessService, type SeamlessWalletPort } from './games.seamless.js';
import { type GamesPorts, GamesService } from './games.service.js';

export type { CatalogueEntry, LaunchContext, VendorAdapter, WalletMode } from './games.adapters.js';
export { gamesMessages, seamlessMessages } from './games.messages.js';
export { gamesOpsRoutes } from './games.ops.routes.js';
export type { VendorRow } from './games.repository.js';
export { gamesRoutes } from './games.routes.js';
export { seamlessRoutes } from './seamless.routes.js';
export type { BetPlaced, GamesPorts, SeamlessWalletPort };
export { GamesOps, GamesService, SeamlessService };

/** Adapters by the vendor's `adapter` setting; a real vendor's integration registers its own. */
export function createGamesFeature(
  db: Db,
  clock: Clock,
  ports: GamesPorts & { wallet: SeamlessWalletPort; onBet?: BetPlaced },
  adapters: Record<string, VendorAdapter> = {},
) {
  const repo = new GamesRepository(db);
  const registry: Record<string, VendorAdapter> = { url: new UrlAdapter(), ...adapters };
  const adapterFor = (v: VendorRow) => registry[v.adapter] ?? registry.url!;
  return {
    service: new GamesService(repo, clock, ports, adapterFor),
    ops: new GamesOps(new GamesOpsRepository(db), repo, clock),
    seamless: new SeamlessService(repo, clock, ports.wallet, ports.onBet),
    // The read port of the agents' team betting (accepted seamless bets and their round's wins).
    betsOfMembers: repo.betsOfMembers.bind(repo),
    // The read port of the operators' dashboard (seamless vendors' stake and payout per day).
    turnoverByDay: repo.turnoverByDay.bind(repo),
    // The read port of the merchants list (one page's GGR today).
    turnoverOfMerchants: repo.turnoverOfMerchants.bind(repo),
  };
}
