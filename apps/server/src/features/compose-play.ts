import { CRASH_CHANGED } from '@arcadia/contract/house-games';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db/client.js';
import { OUTBOX_JOB, OUTBOX_SWEEP_MS } from '../platform/outbox/index.js';
import { advisoryLock, localLock, Scheduler } from '../platform/scheduler.js';
import { createBetWorkflow } from '../workflows/place-bet.js';
import { registerAgentJobs } from './agents/index.js';
import type { IdentityFeatures } from './compose-identity.js';
import type { MoneyFeatures } from './compose-money.js';
import type { FeatureOptions } from './feature-options.js';
import { createGamesFeature } from './games/index.js';
import { CRASH_JOB, CRASH_TICK_MS, createHouseGamesFeature } from './house-games/index.js';
import { createLotteryFeature } from './lottery/index.js';

/**
 * The third stage of the composition root: play — the in-house games, vendor games and the lottery,
 * each betting through workflows/place-bet.ts; and the one scheduler that the lottery draws, the
 * agents' settlements and the outbox sweep share (main.ts starts it).
 */
export async function composePlay(
  db: Db,
  clock: Clock,
  options: FeatureOptions,
  { system, accounts }: IdentityFeatures,
  { wallet, agents, notifications, outbox, dispatch, saferGambling }: MoneyFeatures,
) {
  // Every bet source places and settles through the one workflow (gate, debit, agents' turnover, event).
  const bets = createBetWorkflow({ wallet: wallet.service, agents: agents.service, outbox, limits: saferGambling.service });
  const houseGames = createHouseGamesFeature(db, clock, {
    // Real rounds move money in the round's own transaction, from MAIN, under the keys the feature names.
    wallet: {
      bet: async (move) => void (await bets.place({ ...move, house: 'HOUSE_GAMES', source: 'HOUSE' })),
      win: async (move) => void (await bets.settle({ ...move, house: 'HOUSE_GAMES', source: 'HOUSE' })),
    },
    balance: (merchantId, memberId, fresh) => wallet.service.mainBalance(merchantId, memberId, fresh),
    onBet: dispatch,
    crash: {
      account: async (m, member) => (await accounts.service.get(m, member)).account,
      // A signal, not the data: every board refetches the state, so a lost push only refreshes late.
      changed: (m) => notifications.service.broadcast(m, CRASH_CHANGED),
    },
  });
  const merchantMoney = async (m: number) => {
    const merchant = await system.service.merchant(m);
    return { code: merchant.code, currency: merchant.currency };
  };
  // Jobs (lottery draws, agents' settlements, the outbox sweep) share one scheduler; main.ts starts it.
  const scheduler = new Scheduler(clock, options.databaseKind === 'postgres' ? advisoryLock(db) : localLock, undefined, options.onJobRun);
  // Contract settlements: each period is claimed by a unique row, so leadership only saves work.
  registerAgentJobs((name, intervalMs, fn) => scheduler.every(name, intervalMs, async () => void (await fn())), agents);
  // Events whose nudge never came (a crash after commit, a failed consumer's retry) are swept by one leader.
  // The crash rounds of every merchant: one instance leads; cash-outs are answered by any (ADR 069).
  scheduler.every(CRASH_JOB, CRASH_TICK_MS, () => houseGames.crash.advanceAll());
  scheduler.every(OUTBOX_JOB, OUTBOX_SWEEP_MS, async () => void (await outbox.nudge()));
  const mainBalance = async (m: number, member: number) => (await wallet.service.mainBalance(m, member, true)).balance;
  const lottery = await createLotteryFeature(db, options.listen, clock, scheduler, {
    // Tickets move money from and into MAIN in the ticket's own transaction, keyed by the ticket.
    wallet: {
      debit: async ({ betId, ...m }) => {
        await bets.place({ ...m, house: 'LOTTERY', source: 'LOTTERY', reference: `lottery:bet:${betId}` });
      },
      credit: async ({ betId, ...m }) => {
        await bets.settle({ ...m, house: 'LOTTERY', source: 'LOTTERY', reference: `lottery:bet:${betId}` });
      },
      balance: mainBalance,
    },
    notify: async (input) => {
      await notifications.service.notify(input);
    },
    onBet: dispatch,
  });
  const games = createGamesFeature(db, clock, {
    balance: (m, member) => wallet.service.balance(m, member),
    member: async (m, member) => {
      const row = await accounts.service.get(m, member);
      return { account: row.account, isAgent: row.isAgent };
    },
    merchant: merchantMoney,
    lottery: (m, body) => lottery.service.launch(m, body),
    houseWins: (m, limit) => houseGames.bigWins(m, limit),
    // Seamless vendors bet from and win into the member's main wallet, each keyed by the vendor's id.
    wallet: {
      debit: ({ sink, ...m }) => bets.place({ ...m, house: sink, source: 'SEAMLESS', reference: m.key }),
      credit: ({ source, ...m }) => bets.settle({ ...m, house: source, source: 'SEAMLESS', reference: m.key }),
      balance: (m, member) => wallet.service.balance(m, member),
      currency: async (m) => (await merchantMoney(m)).currency,
      warm: (m, house) => bets.warm(m, house),
    },
    onBet: dispatch,
  });
  return { houseGames, lottery, games, scheduler };
}

export type PlayFeatures = Awaited<ReturnType<typeof composePlay>>;
