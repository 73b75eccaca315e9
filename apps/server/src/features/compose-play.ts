import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db/client.js';
import { advisoryLock, localLock, Scheduler } from '../platform/scheduler.js';
import { registerAgentJobs } from './agents/index.js';
import type { IdentityFeatures } from './compose-identity.js';
import type { MoneyFeatures } from './compose-money.js';
import type { FeatureOptions } from './feature-options.js';
import { createGamesFeature } from './games/index.js';
import { createHouseGamesFeature } from './house-games/index.js';
import { createLotteryFeature } from './lottery/index.js';

/**
 * The third stage of the composition root: play — the in-house games, vendor games and the lottery,
 * each betting through the wallet and feeding the agents' turnover; and the one scheduler that the
 * lottery draws and the agents' settlements share (main.ts starts it).
 */
export function composePlay(
  db: Db,
  clock: Clock,
  options: FeatureOptions,
  { system, accounts }: IdentityFeatures,
  { wallet, agents, notifications, afterBet }: MoneyFeatures,
) {
  const houseGames = createHouseGamesFeature(db, clock, {
    // Real rounds move money in the round's own transaction, keyed by the round id, from MAIN.
    wallet: {
      bet: async ({ tx, merchantId, memberId, roundId, amount }) => {
        await wallet.service.debit({ tx, merchantId, memberId, amount, key: `house:${roundId}:bet`, sink: 'HOUSE_GAMES' });
        await agents.service.recordBet(tx, merchantId, memberId, amount);
      },
      win: async ({ tx, merchantId, memberId, roundId, amount }) => {
        await wallet.service.credit({ tx, merchantId, memberId, amount, key: `house:${roundId}:win`, source: 'HOUSE_GAMES' });
        await agents.service.recordWin(tx, merchantId, memberId, amount);
      },
    },
    balance: async (merchantId, memberId, fresh) => {
      // After our own commit the NOTIFY may not have arrived yet: drop the cached answer first.
      if (fresh) wallet.service.onChanged(`${merchantId}:${memberId}`);
      const b = await wallet.service.balance(merchantId, memberId);
      return { balance: b.balance.find((w) => w.accountName === 'MAIN')?.availBalance ?? '0.0000', currency: b.currency };
    },
    onBet: afterBet,
  });
  const merchantMoney = async (m: number) => {
    const merchant = await system.service.merchant(m);
    return { code: merchant.code, currency: merchant.currency };
  };
  // Jobs (lottery draws, agents' settlements) share one scheduler; main.ts starts it.
  const scheduler = new Scheduler(clock, options.databaseKind === 'postgres' ? advisoryLock(db) : localLock, undefined, options.onJobRun);
  // Contract settlements: each period is claimed by a unique row, so leadership only saves work.
  registerAgentJobs((name, intervalMs, fn) => scheduler.every(name, intervalMs, async () => void (await fn())), agents);
  const mainBalance = async (m: number, member: number) => {
    wallet.service.onChanged(`${m}:${member}`);
    const b = await wallet.service.balance(m, member);
    return b.balance.find((w) => w.accountName === 'MAIN')?.availBalance ?? '0.0000';
  };
  const lottery = createLotteryFeature(db, clock, scheduler, {
    // Tickets move money from and into MAIN in the ticket's own transaction, keyed by the ticket;
    // like house games and seamless, the stake and the payout (or refund) feed the agents' turnover.
    wallet: {
      debit: async ({ tx, merchantId, memberId, amount, key }) => {
        await wallet.service.debit({ tx, merchantId, memberId, amount, key, sink: 'LOTTERY' });
        await agents.service.recordBet(tx, merchantId, memberId, amount);
      },
      credit: async ({ tx, merchantId, memberId, amount, key }) => {
        await wallet.service.credit({ tx, merchantId, memberId, amount, key, source: 'LOTTERY' });
        await agents.service.recordWin(tx, merchantId, memberId, amount);
      },
      balance: mainBalance,
    },
    notify: async (input) => {
      await notifications.service.notify(input);
    },
  });
  const games = createGamesFeature(db, clock, {
    balance: (m, member) => wallet.service.balance(m, member),
    member: async (m, member) => {
      const row = await accounts.service.get(m, member);
      return { account: row.account, isAgent: row.isAgent };
    },
    merchant: merchantMoney,
    lottery: (m, body) => lottery.service.launch(m, body),
    // Seamless vendors bet from and win into the member's main wallet, each keyed by the vendor's id.
    wallet: {
      // Each movement also feeds the agents' turnover, in the vendor call's transaction.
      debit: async (req) => {
        const moved = await wallet.service.debit(req);
        await agents.service.recordBet(req.tx, req.merchantId, req.memberId, req.amount);
        return moved;
      },
      credit: async (req) => {
        const moved = await wallet.service.credit(req);
        await agents.service.recordWin(req.tx, req.merchantId, req.memberId, req.amount);
        return moved;
      },
      balance: (m, member) => wallet.service.balance(m, member),
      currency: async (m) => (await merchantMoney(m)).currency,
    },
    onBet: afterBet,
  });
  return { houseGames, lottery, games, scheduler };
}

export type PlayFeatures = ReturnType<typeof composePlay>;
