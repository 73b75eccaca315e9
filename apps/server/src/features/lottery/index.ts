import type { Clock } from '../../platform/clock.js';
import type { Database, Db } from '../../platform/db/client.js';
import type { Scheduler } from '../../platform/scheduler.js';
import { LotteryDraws, type LotteryMove, type LotteryNotify, type LotteryWallet } from './lottery.draws.js';
import { LotteryOpsReader } from './lottery.ops.js';
import { LOTTERY_GAMES_CHANNEL, LotteryRepository } from './lottery.repository.js';
import { LotteryService } from './lottery.service.js';

export { computeWinNo, hashSeed } from './lottery.engine.js';
export { lotteryMessages } from './lottery.messages.js';
export { lotteryOpsReadRoutes, lotteryOpsRoutes } from './lottery.ops.routes.js';
export type { GameRow as LotteryGameRow, NewGame as NewLotteryGame } from './lottery.repository.js';
export { lotteryRoutes } from './lottery.routes.js';
export type { LotteryMove, LotteryNotify, LotteryWallet };
export { LotteryDraws, LotteryService };

/**
 * How often the draw job looks for due numeros; a draw lands at most this late, plus the scheduler's
 * poll (500 ms). 2 s made the median draw 1.8 s late at 2 merchants (ADR 071); a run that finds
 * nothing due is two indexed queries since the games list is cached, so once a second costs little.
 */
export const LOTTERY_JOB_MS = 1000;
export const LOTTERY_JOB = 'lottery:draws';

export type LotteryPorts = {
  wallet: LotteryWallet & { balance(merchantId: number, memberId: number): Promise<string> };
  notify: LotteryNotify;
  /** Told after a ticket commits. */
  onBet?: () => Promise<unknown>;
};

/**
 * Builds the lottery and registers its draw job on the platform scheduler. Resolves once the draw
 * job hears game writes of every instance (its cached list of games is dropped on each).
 */
export async function createLotteryFeature(db: Db, listen: Database['listen'], clock: Clock, scheduler: Scheduler, ports: LotteryPorts) {
  const repo = new LotteryRepository(db);
  const draws = new LotteryDraws(repo, clock, ports.wallet, ports.notify);
  const forget = () => draws.forgetGames();
  const stop = await listen(LOTTERY_GAMES_CHANNEL, { onMessage: forget, onGap: forget });
  scheduler.every(LOTTERY_JOB, LOTTERY_JOB_MS, async ({ now }) => {
    await draws.run(now);
  });
  // betsOfMembers: the read port of the agents' team betting.
  return {
    service: new LotteryService(repo, clock, draws, ports.wallet, ports.onBet),
    draws,
    stop,
    repo,
    opsReader: new LotteryOpsReader(repo, clock),
    betsOfMembers: repo.betsOfMembers.bind(repo),
    // turnoverByDay: the read port of the operators' dashboard.
    turnoverByDay: repo.turnoverByDay.bind(repo),
    // turnoverOfMerchants: the read port of the merchants list (one page's GGR today).
    turnoverOfMerchants: repo.turnoverOfMerchants.bind(repo),
  };
}
