import type { Clock } from '../platform/clock.js';
import { type Db, type Tx, transactions } from '../platform/db/client.js';
import { createOutbox } from '../platform/outbox/index.js';
import { createDepositWorkflow, depositNotices } from '../workflows/approve-deposit.js';
import { createWithdrawalDecision, withdrawalNotices } from '../workflows/decide-withdrawal.js';
import { createExcludedIdentity } from '../workflows/excluded-identity.js';
import { createPointsMall } from '../workflows/redeem-points.js';
import { createRequestWithdrawal } from '../workflows/request-withdrawal.js';
import { createNoticeOutbox, type NoticeRequest, noticeConsumers } from '../workflows/send-notice.js';
import { createSharedExclusion } from '../workflows/shared-exclusion.js';
import { createTransferUpline } from '../workflows/transfer-upline.js';
import { winnerBoardPush } from '../workflows/winner-board.js';
import { createAgentsFeature } from './agents/index.js';
import { createCashierFeature } from './cashier/index.js';
import type { IdentityFeatures } from './compose-identity.js';
import type { FeatureOptions } from './feature-options.js';
import { createFinanceFeature } from './finance/index.js';
import type { createGamesFeature } from './games/index.js';
import type { createHouseGamesFeature } from './house-games/index.js';
import type { KycPorts } from './kyc/index.js';
import type { createLotteryFeature } from './lottery/index.js';
import { createNotificationsFeature } from './notifications/index.js';
import { createPaymentConfirmationFeature } from './payment-confirmation/index.js';
import { createPointsFeature } from './points/index.js';
import { createSaferGamblingFeature } from './safer-gambling/index.js';
import { createWalletFeature, isInsufficientBalance } from './wallet/index.js';

/** The game features, as far as the agents' team records read them (built in the next stage). */
type BetReaders = {
  houseGames: ReturnType<typeof createHouseGamesFeature>;
  games: ReturnType<typeof createGamesFeature>;
  lottery: Awaited<ReturnType<typeof createLotteryFeature>>;
};

/** What later stages add to deposits and withdrawals (set by the engagement stage). */
export type MoneyHooks = {
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
  { system, accounts, registration, session, kyc }: IdentityFeatures,
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
    confirmPassword: (m, member, value, refusal) => accounts.paymentPasswords.checkOrLoginPassword(m, member, value, refusal),
    mobileRule: async (m) => {
      const rule = (await system.service.registerRules(m)).find((r) => r.key === 'mobileNum' && r.enabled);
      return rule ? { pattern: rule.acceptedPattern, min: rule.minLength, max: rule.maxLength } : null;
    },
    enabled: (m, flag) => system.service.isEnabled(m, flag),
    // Points by hand above the merchant's threshold wait for a second operator (ADR 037); finance is built below.
    payoutGate: (req) => finance.service.requestPayout({ ...req, kind: 'points_adjustment', unit: 'points' }),
    // The exchange and earn rates decide what members receive later: a raise passes the same gate (ADR 045).
    configGate: (req) => finance.service.requestPayout({ ...req, kind: 'points_config', memberId: null }),
  });
  // Promotions' wagering is built in a later stage, which sets `hooks`.
  const hooks: MoneyHooks = {
    wageringRemaining: async () => '0',
  };
  // Events written in money's transactions (bets, approved deposits); their consumers subscribe in
  // later stages. After a source's commit its events are dispatched at once; the sweep job catches the rest.
  const outbox = createOutbox(db, clock);
  const dispatch = options.outboxNudge === false ? async () => {} : async () => void (await outbox.nudge());
  const notifications = createNotificationsFeature(db, options.bus, clock, {
    redisUrl: options.redisUrl,
    ttlMs: options.presenceTtlMs,
    keyPrefix: `${options.redisKeyPrefix ?? 'arcadia'}:presence`,
  });
  // Notices of money movements, written in the movement's transaction and sent by the outbox.
  const notices = createNoticeOutbox({ outbox, dispatch });
  outbox.subscribe(...noticeConsumers({ notifications: notifications.service }));
  // A paid game win tells the merchant's signed-in pages to refetch the winner board.
  outbox.subscribe(...winnerBoardPush({ notifications: notifications.service }));
  const agents = createAgentsFeature(db, clock, {
    member: (m, id) => accounts.service.get(m, id),
    memberByAccount: (m, account) => accounts.service.findByAccount(m, account),
    createMember: (input) => accounts.service.create({ ...input, nickname: input.account }),
    addAffiliate: (m, code, agentId) => registration.service.addAffiliate(m, code, agentId),
    affiliateCodeOf: async (m, memberId) => (await registration.service.registrationOf(m, memberId))?.affiliateCode ?? null,
    // A raised rebate and a house-funded contract paying more pass the payout gate (ADR 045); finance is built below.
    rebateGate: (req) => finance.service.requestPayout({ ...req, kind: 'agent_rebate', memberId: null }),
    contractGate: (req) => finance.service.requestPayout({ ...req, kind: 'agent_contract', memberId: null }),
    // Salaries and dividends move from the upline's main wallet (or the house, for top agents).
    wallet: {
      transfer: (req) => wallet.service.transfer(req),
      credit: (req) => wallet.service.credit(req),
      debit: (req) => wallet.service.debit(req),
      isInsufficient: isInsufficientBalance,
    },
    // Transfers to the downline: the merchant's switch, the payment-password policy, a notice to the receiver.
    transfers: {
      enabled: (m, flag) => system.service.isEnabled(m, flag),
      paymentPasswordCheck: (m, memberId, value) => accounts.paymentPasswords.check(m, memberId, value),
      notify: (tx, { merchantId, memberId, amount, sender, key }) =>
        notices.send(tx, {
          merchantId,
          memberId,
          type: 'AGENT_TRANSFER',
          data: { amount, sender, success: true, popup: true },
          dedupeKey: key,
        }),
      afterCommit: () => notices.dispatch(),
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
  // The downline tree grows with the members accounts creates.
  accounts.service.onCreated((member) => agents.service.onAccountCreated(member));
  // An approved deposit's credit, team sums and events, and a withdrawal's money and event, each in
  // the cashier's decision transaction; each decision's notice follows its event.
  const deposits = createDepositWorkflow({ wallet: wallet.service, agents: agents.service, outbox });
  const withdrawals = createWithdrawalDecision({ wallet: wallet.service, outbox });
  outbox.subscribe(
    ...depositNotices({ notifications: notifications.service }),
    ...withdrawalNotices({ notifications: notifications.service }),
  );
  // The shared exclusion register: its steps do nothing unless the deployment set its key (workflows/shared-exclusion.ts).
  const shared = createSharedExclusion({
    key: options.sharedExclusionKey,
    member: (m, memberId) => accounts.service.get(m, memberId),
    kycIdNumbers: (m, memberId) => kyc.service.idNumbersOf(m, memberId),
    registerUntil: (identifiers) => saferGambling.service.registerUntil(identifiers),
  });
  // The member's own limits and exclusions (ADR 065): the gate of sign-in, deposits and (play stage) bets.
  const saferGambling = await createSaferGamblingFeature(db, options.listen, clock, {
    registerIdentifiers: (m, memberId) => shared.identifiersOf(m, memberId),
    depositsSince: (m, member, since, exceptKey, tx) => cashier.service.depositsSince(m, member, since, exceptKey, tx),
    endSessions: async (m, member, reason) => void (await session.service.endAll(m, member, reason)),
    memberByAccount: (m, account) => accounts.service.findByAccount(m, account),
    accountOf: async (m, memberId) => (await accounts.service.get(m, memberId)).account,
  });
  // An excluded member's mobile, e-mail or identity number opens no second account (workflows/excluded-identity.ts).
  const excludedIdentity = createExcludedIdentity({
    accountHolders: (m, details) => accounts.service.idsByIdentity(m, details),
    kycHolders: (m, idNumber) => kyc.service.membersWithIdNumber(m, idNumber),
    excluded: (m, memberId) => saferGambling.service.excludedNow(m, memberId),
  });
  registration.service.addIdentityGate((m, identity) => excludedIdentity.assertRegistration(m, identity));
  session.service.addSignInGate(({ merchantId, memberId }) => saferGambling.service.assertCanSignIn(merchantId, memberId));
  registration.service.addIdentityGate((_m, identity) => shared.assertRegistration(identity));
  session.service.addSignInGate(({ merchantId, memberId }) => shared.assertSignIn(merchantId, memberId));
  session.service.onSignedIn(({ merchantId, memberId }) => saferGambling.service.signedIn(merchantId, memberId));
  session.service.onActivity(({ merchantId, memberId, ended }) => saferGambling.service.active(merchantId, memberId, ended));
  const cashier = createCashierFeature(
    db,
    clock,
    {
      wallet: wallet.service,
      flags: (m) => system.service.whitelabel(m),
      paymentPasswordRequired: (m) => accounts.paymentPasswords.required(m),
      money: async (m) => {
        const merchant = await system.service.merchant(m);
        return {
          currency: merchant.currency,
          currencySymbol: merchant.currencySymbol,
          currencyPosition: merchant.currencyPosition as 'F' | 'B' | '',
        };
      },
      deposits,
      withdrawals,
      afterDecision: dispatch,
      wageringRemaining: (m, member) => hooks.wageringRemaining(m, member),
      depositGate: (tx, m, member, amount, key) => saferGambling.service.assertCanDeposit(tx, m, member, amount, key),
    },
    options.paymentProviderSecret,
  );
  // The member's money paths that span features (ARCHITECTURE.md §2b): their gates in one place each.
  const requestWithdrawal = createRequestWithdrawal({
    cashier: cashier.service,
    paymentPasswords: accounts.paymentPasswords,
    kyc: kyc.service,
  });
  // KYC's ports that need money: deposits so far (cashier's read port) and the decision notice (outbox).
  Object.assign(kyc.ports, {
    approvedDeposits: (m: number, memberId: number) => cashier.approvedDepositsOf(m, memberId),
    accountOf: async (m: number, memberId: number) => (await accounts.service.get(m, memberId)).account,
    notice: (tx: Tx, notice: NoticeRequest) => notices.send(tx, notice),
    afterCommit: () => notices.dispatch(),
    timeZone: (m: number) => saferGambling.service.timeZone(m),
    idNumberGate: async (m: number, memberId: number, idNumber: string) => {
      await excludedIdentity.assertKycIdNumber(m, memberId, idNumber);
      await shared.assertKycIdNumber(idNumber);
    },
  } satisfies KycPorts);
  const transferUpline = createTransferUpline({
    member: (m, id) => accounts.service.get(m, id),
    flags: (m) => system.service.whitelabel(m),
    paymentPasswords: accounts.paymentPasswords,
    wageringRemaining: (m, member) => hooks.wageringRemaining(m, member),
    transaction: transactions(db),
    wallet: wallet.service,
    notices,
  });
  const paymentConfirmation = createPaymentConfirmationFeature(db, clock, {
    wallet: wallet.service,
    memberByAccount: (m, account) => accounts.service.findByAccount(m, account),
    accountOf: async (m, memberId) => (await accounts.service.get(m, memberId)).account,
    notify: (input) => notifications.service.notify(input),
    notifyOnce: (input) => notifications.service.notifyOnce(input),
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
    notifyCredit: (tx, { merchantId, memberId, amount, remarks, popup, key }) =>
      notices.send(tx, { merchantId, memberId, type: 'DEPOSIT', data: { amount, success: true, remarks, popup }, dedupeKey: key }),
    afterCommit: () => notices.dispatch(),
  });
  // Redemptions and conversions: the points rule and the money in one transaction (workflows/redeem-points.ts).
  const pointsMall = createPointsMall({ transaction: transactions(db), points: points.service, wallet: wallet.service });
  finance.service.registerPayout('points_adjustment', (tx, p) => points.service.adjustApproved(tx, { ...p, memberId: p.memberId! }));
  finance.service.registerPayout('agent_rebate', (tx, p) => agents.service.saveRebateApproved(tx, p.merchantId, p.payload));
  finance.service.registerPayout('agent_contract', (tx, p) => agents.contracts.createApproved(tx, p.merchantId, p.payload));
  finance.service.registerPayout('points_config', (tx, p) => points.service.catalogue.saveApproved(tx, p.merchantId, p.payload));
  return {
    wallet,
    points,
    pointsMall,
    notifications,
    agents,
    cashier,
    saferGambling,
    excludedIdentity,
    requestWithdrawal,
    transferUpline,
    paymentConfirmation,
    finance,
    outbox,
    dispatch,
    hooks,
  };
}

export type MoneyFeatures = Awaited<ReturnType<typeof composeMoney>>;
