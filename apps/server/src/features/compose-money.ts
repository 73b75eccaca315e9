import { POINTS_ERRORS } from '@arcadia/contract/points';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db/client.js';
import { AppError } from '../platform/http/app-error.js';
import { createOutbox } from '../platform/outbox/index.js';
import { createAgentsFeature } from './agents/index.js';
import { createCashierFeature } from './cashier/index.js';
import type { IdentityFeatures } from './compose-identity.js';
import type { FeatureOptions } from './feature-options.js';
import { createFinanceFeature } from './finance/index.js';
import type { createGamesFeature } from './games/index.js';
import type { createHouseGamesFeature } from './house-games/index.js';
import type { createLotteryFeature } from './lottery/index.js';
import { createNotificationsFeature } from './notifications/index.js';
import { createPaymentConfirmationFeature } from './payment-confirmation/index.js';
import { type AccrualEvent, createPointsFeature } from './points/index.js';
import { createWalletFeature } from './wallet/index.js';

/** The game features, as far as the agents' team records read them (built in the next stage). */
type BetReaders = {
  houseGames: ReturnType<typeof createHouseGamesFeature>;
  games: ReturnType<typeof createGamesFeature>;
  lottery: ReturnType<typeof createLotteryFeature>;
};

/** What later stages add to bets and deposits (set by the engagement stage). */
export type MoneyHooks = {
  referredDeposit: (event: AccrualEvent) => Promise<void>;
  depositRecorded: (merchantId: number, memberId: number) => Promise<void>;
  /** Bonus turnover still to bet before a withdrawal (promotions' wagering requirements). */
  wageringRemaining: (merchantId: number, memberId: number) => Promise<string>;
};

/**
 * The second stage of the composition root: money — the wallet ledger and everything that moves it
 * on a member's request (cashier, P2P confirmation, points, agents' transfers and settlements), and
 * the real-time notices that tell the member. `late.play()` is the game stage, built after this one:
 * the agents' team records read bets through it, only once requests arrive.
 */
export async function composeMoney(
  db: Db,
  clock: Clock,
  options: FeatureOptions,
  { system, accounts, registration }: IdentityFeatures,
  late: { play: () => BetReaders },
) {
  // Inside a movement's transaction the settings are read through it (`q`), never through the pool.
  const wallet = await createWalletFeature(
    db,
    options.listen,
    async (m, q) => {
      const merchant = await system.service.merchant(m, q);
      const currencyPosition = merchant.currencyPosition as 'F' | 'B' | '';
      return {
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        currencyPosition,
        vendorWallets: merchant.vendorWallets,
      };
    },
    clock,
  );
  const points = createPointsFeature(db, clock, {
    // Redemptions and conversions move money in the points transaction, keyed by the redemption or conversion.
    wallet: {
      debit: (req) => wallet.service.debit(req),
      credit: (req) => wallet.service.credit(req),
      warm: async (m, member) => {
        await wallet.service.balance(m, member);
      },
    },
    // The payment password where the merchant uses them (PAYMENTPASS3); else the login password (docs/adr/017).
    verifyPaymentPassword: async (m, member, value) => {
      if (await system.service.isEnabled(m, 'PAYMENTPASS3')) return accounts.service.verifyPaymentPassword(m, member, value);
      const row = await accounts.service.get(m, member);
      if (!(await accounts.service.authenticate(m, { account: row.account }, value)).ok)
        throw new AppError(POINTS_ERRORS.passwordIncorrect);
    },
    mobileRule: async (m) => {
      const rule = (await system.service.registerRules(m)).find((r) => r.key === 'mobileNum' && r.enabled);
      return rule ? { pattern: rule.acceptedPattern, min: rule.minLength, max: rule.maxLength } : null;
    },
    enabled: (m) => system.service.isEnabled(m, 'PTSYS3'),
    // Points by hand above the merchant's threshold wait for a second operator (ADR 037); finance is built below.
    payoutGate: (req) => finance.service.requestPayout({ ...req, kind: 'points_adjustment', unit: 'points' }),
  });
  // Deposits earn points after they commit; a failure here must not undo or fail the deposit.
  // (Bets earn theirs from the outbox: workflows/bet-accruals.ts.)
  const earnPoints = async (event: AccrualEvent) => {
    await points.service.accrue(event).catch((err: unknown) => {
      console.error(`points accrual failed for ${event.reference}`, err);
    });
  };
  // An approved deposit may pay a referral reward and lift the VIP level: those features come in a
  // later stage, which sets `hooks`; until then they do nothing.
  const hooks: MoneyHooks = {
    referredDeposit: async () => {},
    depositRecorded: async () => {},
    wageringRemaining: async () => '0',
  };
  // Events written in money's transactions (bets first); their consumers subscribe in later stages.
  const outbox = createOutbox(db, clock);
  const afterDeposit = async (event: AccrualEvent) => {
    await Promise.all([earnPoints(event), hooks.referredDeposit(event)]);
  };
  const notifications = createNotificationsFeature(db, options.bus, clock, {
    redisUrl: options.redisUrl,
    ttlMs: options.presenceTtlMs,
    keyPrefix: options.presenceKeyPrefix,
  });
  const agents = createAgentsFeature(db, clock, {
    member: (m, id) => accounts.service.get(m, id),
    memberByAccount: (m, account) => accounts.service.findByAccount(m, account),
    createMember: (input) => accounts.service.create({ ...input, nickname: input.account }),
    addAffiliate: (m, code, agentId) => registration.service.addAffiliate(m, code, agentId),
    affiliateCodeOf: async (m, memberId) => (await registration.service.registrationOf(m, memberId))?.affiliateCode ?? null,
    // Salaries and dividends move from the upline's main wallet (or the house, for top agents).
    wallet: {
      transfer: (req) => wallet.service.transfer(req),
      credit: (req) => wallet.service.credit(req),
      debit: (req) => wallet.service.debit(req),
      isInsufficient: (e) => e instanceof AppError && e.code === 'balance_not_enough',
    },
    // Transfers to the downline: the merchant's switch, its payment password rule, a notice to the receiver.
    transfers: {
      enabled: (m) => system.service.isEnabled(m, 'AGENTRANSMULTDOWN3'),
      paymentPasswordCheck: async (m, memberId, value) => {
        if (await system.service.isEnabled(m, 'PAYMENTPASS3')) await accounts.service.verifyPaymentPassword(m, memberId, value ?? '');
      },
      notify: async (m, memberId, amount, sender) => {
        await notifications.service.notify({
          merchantId: m,
          memberId,
          type: 'AGENT_TRANSFER',
          data: { amount, sender, success: true, popup: true },
        });
      },
    },
    // Team records read bets and cashier requests through their features' read ports (built below).
    records: {
      bets: {
        HOUSE: (...a) => late.play().houseGames.betsOfMembers(...a),
        GAMES: (...a) => late.play().games.betsOfMembers(...a),
        LOTTERY: (...a) => late.play().lottery.betsOfMembers(...a),
      },
      cashier: (...a) => cashier.requestsOfMembers(...a),
    },
  });
  // The downline tree grows with every member accounts creates (guests without an upline stay out).
  accounts.service.onCreated(async (member) => {
    if (member.isAgent !== 4 || member.uplineId !== null)
      await agents.service.onMemberCreated(member.merchantId, member.id, member.uplineId, member.createdAt);
  });
  const cashier = createCashierFeature(
    db,
    clock,
    {
      wallet: wallet.service,
      flags: (m) => system.service.whitelabel(m),
      verifyPaymentPassword: (m, member, value) => accounts.service.verifyPaymentPassword(m, member, value),
      notify: async (input) => {
        // Approved deposits also feed the agents' team overview and then the member's VIP level.
        const data = input.data as { amount?: string; success?: boolean };
        if (input.type === 'DEPOSIT' && data.success && data.amount) {
          await agents.service.recordDeposit(null, input.merchantId, input.memberId, data.amount);
          await hooks.depositRecorded(input.merchantId, input.memberId);
        }
        return notifications.service.notify(input);
      },
      money: async (m) => {
        const merchant = await system.service.merchant(m);
        return {
          currency: merchant.currency,
          currencySymbol: merchant.currencySymbol,
          currencyPosition: merchant.currencyPosition as 'F' | 'B' | '',
        };
      },
      onDeposit: afterDeposit,
      wageringRemaining: (m, member) => hooks.wageringRemaining(m, member),
    },
    options.paymentProviderSecret,
  );
  const paymentConfirmation = createPaymentConfirmationFeature(db, clock, {
    wallet: wallet.service,
    memberByAccount: (m, account) => accounts.service.findByAccount(m, account),
    accountOf: async (m, memberId) => (await accounts.service.get(m, memberId)).account,
    notify: (input) => notifications.service.notify(input),
  });
  // Operators' manual adjustments, with two-person approval above the merchant's threshold (ADR 024).
  const finance = createFinanceFeature(db, clock, {
    wallet: wallet.service,
    memberByAccount: (m, account) => accounts.service.findByAccount(m, account),
    accountOf: async (m, memberId) => (await accounts.service.get(m, memberId)).account,
    prepare: async (m) => {
      await system.service.merchant(m);
    },
    pointsValue: (m, amount) => points.service.moneyValue(m, amount),
    notifyCredit: async (m, memberId, amount, remarks, popup) => {
      await notifications.service.notify({ merchantId: m, memberId, type: 'DEPOSIT', data: { amount, success: true, remarks, popup } });
    },
  });
  finance.service.registerPayout('points_adjustment', (tx, p) => points.service.adjustApproved(tx, { ...p, memberId: p.memberId! }));
  return { wallet, points, notifications, agents, cashier, paymentConfirmation, finance, outbox, hooks };
}

export type MoneyFeatures = Awaited<ReturnType<typeof composeMoney>>;
