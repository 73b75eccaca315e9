import type { Language } from '@arcadia/contract';
import { POINTS_ERRORS } from '@arcadia/contract/points';
import { rebateProductTypeSchema } from '@arcadia/contract/rebates';
import type { Config } from '../config.js';
import type { Bus } from '../platform/bus.js';
import type { Clock } from '../platform/clock.js';
import type { Database, Db } from '../platform/db/client.js';
import { AppError } from '../platform/http/app-error.js';
import { registerMessages } from '../platform/i18n/messages.js';
import { advisoryLock, localLock, Scheduler } from '../platform/scheduler.js';
import { accountsMessages, createAccountsFeature } from './accounts/index.js';
import { agentsMessages, createAgentsFeature, registerAgentJobs } from './agents/index.js';
import { createCaptchaFeature } from './captcha/index.js';
import { cashierMessages, createCashierFeature } from './cashier/index.js';
import { createFeedbackFeature, feedbackMessages } from './feedback/index.js';
import { createGamesFeature, gamesMessages, seamlessMessages } from './games/index.js';
import { createHouseGamesFeature, houseGamesMessages } from './house-games/index.js';
import { createInboxFeature } from './inbox/index.js';
import { createLotteryFeature, lotteryMessages } from './lottery/index.js';
import { createMirrorsFeature } from './mirrors/index.js';
import { createNotificationsFeature } from './notifications/index.js';
import { createOpsFeature, opsMessages } from './ops/index.js';
import { createPasswordRecoveryFeature, passwordRecoveryMessages } from './password-recovery/index.js';
import { createPaymentConfirmationFeature, paymentConfirmationMessages } from './payment-confirmation/index.js';
import { type AccrualEvent, createPointsFeature, pointsMessages } from './points/index.js';
import { createProfileFeature, profileMessages } from './profile/index.js';
import { createPromotionsFeature, promotionsMessages } from './promotions/index.js';
import { createRafflesFeature, rafflesMessages } from './raffles/index.js';
import { createRebatesFeature, rebatesMessages } from './rebates/index.js';
import { createReferralFeature, referralMessages } from './referral/index.js';
import { createRegistrationFeature, registrationMessages } from './registration/index.js';
import { createRewardCentreFeature, rewardCentreMessages } from './reward-centre/index.js';
import { createSessionFeature, sessionMessages } from './session/index.js';
import { createSocialSignInFeature, socialSignInMessages } from './social-sign-in/index.js';
import {
  chatMessages,
  createChatFeature,
  createSupportFeature,
  httpLiveChatProvider,
  type LiveChatProvider,
  sanitizeOperatorHtml,
} from './support/index.js';
import { createSystemFeature } from './system/index.js';
import { createTwoFactorFeature, twoFactorMessages } from './two-factor/index.js';
import { createVerificationFeature, verificationMessages } from './verification/index.js';
import { createWalletFeature, type WalletTx, walletMessages } from './wallet/index.js';

registerMessages(accountsMessages);
registerMessages(cashierMessages);
registerMessages(paymentConfirmationMessages);
registerMessages(walletMessages);
registerMessages(sessionMessages);
registerMessages(verificationMessages);
registerMessages(registrationMessages);
registerMessages(socialSignInMessages);
registerMessages(passwordRecoveryMessages);
registerMessages(twoFactorMessages);
registerMessages(opsMessages);
registerMessages(houseGamesMessages);
registerMessages(profileMessages);
registerMessages(feedbackMessages);
registerMessages(gamesMessages);
registerMessages(seamlessMessages);
registerMessages(agentsMessages);
registerMessages(chatMessages);
registerMessages(pointsMessages);
registerMessages(lotteryMessages);
registerMessages(promotionsMessages);
registerMessages(rafflesMessages);
registerMessages(rebatesMessages);
registerMessages(rewardCentreMessages);
registerMessages(referralMessages);

export type FeatureOptions = Pick<Config, 'jwePrivateKeyPem'> & {
  smtpUrl?: string | undefined;
  mailFrom?: string;
  paymentProviderSecret?: string;
  bus: Bus;
  /** The database's LISTEN, through which committed changes reach every instance's caches. */
  listen: Database['listen'];
  captchaRenderer?: Parameters<typeof createCaptchaFeature>[2];
  /** The external live-chat provider (HTTP by default). */
  liveChatProvider?: LiveChatProvider;
  /** Which database: jobs lead through an advisory lock on PostgreSQL, simply run on PGlite. */
  databaseKind?: Database['kind'];
};

/** Builds every feature's services once and wires their ports; app.ts and the workflows share them. */
export async function createFeatures(db: Db, clock: Clock, options: FeatureOptions) {
  const system = await createSystemFeature(db, clock, options.jwePrivateKeyPem);
  const captcha = createCaptchaFeature(db, clock, options.captchaRenderer);
  const verification = createVerificationFeature(db, clock);
  const accounts = createAccountsFeature(db, clock);
  const smsSettings = async (m: number) => (await system.service.merchant(m)).sms;
  const defaultCountryCode = async (m: number) => (await smsSettings(m)).defaultCountryDialingCode;
  // Built first: the recovery feature owns the mailer (SMTP or the outbox) that two-factor also uses.
  let endSessions: (m: number, memberId: number) => Promise<void> = async () => {};
  const recovery = createPasswordRecoveryFeature(
    db,
    clock,
    {
      findMember: (m, account) => accounts.service.findByAccount(m, account),
      setPassword: async (m, memberId, password) =>
        accounts.service.setPassword(m, memberId, password, (await system.service.securityPolicy(m)).passwordExpiryDays),
      endSessions: (m, memberId) => endSessions(m, memberId),
      defaultCountryCode,
      requestCode: async (m, phone, language, deliver) =>
        verification.service.requestCode(m, 'recovery', phone, await smsSettings(m), language, deliver),
      verifyCode: (m, phone, code) => verification.service.verify(m, 'recovery', phone, code),
    },
    { smtpUrl: options.smtpUrl, mailFrom: options.mailFrom },
  );
  const twoFactor = createTwoFactorFeature(db, clock, {
    member: (m, memberId) => accounts.service.get(m, memberId),
    checkPassword: async (m, memberId, password) => {
      const member = await accounts.service.get(m, memberId);
      return (await accounts.service.authenticate(m, { account: member.account }, password)).ok;
    },
    setEmail: (m, memberId, email) => accounts.service.setEmail(m, memberId, email),
    requestSms: async (m, purpose, phone, language) => verification.service.requestCode(m, purpose, phone, await smsSettings(m), language),
    verifySms: (m, purpose, phone, code) => verification.service.verify(m, purpose, phone, code),
    defaultCountryCode,
    issuer: async (m) => (await system.service.merchant(m)).name,
    mailer: recovery.mailer,
  });
  const socialSignIn = createSocialSignInFeature(db, clock, { flags: (m) => system.service.whitelabel(m) });
  const session = await createSessionFeature(db, options.listen, clock, {
    social: socialSignIn.service,
    accounts: accounts.service,
    captcha: captcha.service,
    codes: verification.service,
    policy: (m) => system.service.securityPolicy(m),
    flags: (m) => system.service.whitelabel(m),
    defaultCountryCode,
    secondFactor: {
      methods: (m, memberId) => twoFactor.service.loginMethods(m, memberId),
      begin: (m, memberId) => twoFactor.service.begin(m, memberId),
      memberOf: (m, challenge) => twoFactor.service.memberOf(m, challenge),
      endChallenge: (challenge) => twoFactor.service.endChallenge(challenge),
      verify: (m, memberId, payload) =>
        twoFactor.service.verifyLogin(m, memberId, payload as Parameters<typeof twoFactor.service.verifyLogin>[2]),
    },
  });
  endSessions = async (m, memberId) => {
    await session.service.endAll(m, memberId);
  };
  const registration = createRegistrationFeature(db, clock, {
    flags: (m) => system.service.whitelabel(m),
    rules: (m) => system.service.registerRules(m),
    defaultPassword: async (m) => (await system.service.securityPolicy(m)).defaultPassword,
    defaultCountryCode: async (m) => (await system.service.merchant(m)).sms.defaultCountryDialingCode,
    accounts: accounts.service,
    captcha: captcha.service,
    codes: {
      send: async (m, phone, language) =>
        verification.service.requestCode(m, 'register', phone, (await system.service.merchant(m)).sms, language),
      verify: (m, purpose, phone, code) => verification.service.verify(m, purpose, phone, code),
    },
    signIn: (ctx, member) => session.service.signInNew(ctx, member),
    social: socialSignIn.service,
  });
  const wallet = await createWalletFeature(db, options.listen, async (m) => {
    const merchant = await system.service.merchant(m);
    const currencyPosition = merchant.currencyPosition as 'F' | 'B' | '';
    return {
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      currencyPosition,
      vendorWallets: merchant.vendorWallets,
    };
  });
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
  });
  // Bets and deposits earn points after they commit; a failure here must not undo or fail the bet.
  const earnPoints = async (event: AccrualEvent) => {
    await points.service.accrue(event).catch((err: unknown) => {
      console.error(`points accrual failed for ${event.reference}`, err);
    });
  };
  // A bet also counts as rebate turnover (rebates is built further down; the hook runs later).
  let recordTurnover: (event: AccrualEvent) => Promise<void> = async () => {};
  const afterBet = async (event: AccrualEvent) => {
    await Promise.all([earnPoints(event), recordTurnover(event)]);
  };
  // An approved deposit may also pay a referral reward (referral is built further down; the hook runs later).
  let referredDeposit: (event: AccrualEvent) => Promise<void> = async () => {};
  let depositRecorded: (merchantId: number, memberId: number) => Promise<void> = async () => {};
  const afterDeposit = async (event: AccrualEvent) => {
    await Promise.all([earnPoints(event), referredDeposit(event)]);
  };
  const notifications = createNotificationsFeature(db, options.bus, clock);
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
        HOUSE: (...a) => houseGames.betsOfMembers(...a),
        GAMES: (...a) => games.betsOfMembers(...a),
        LOTTERY: (...a) => lottery.betsOfMembers(...a),
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
          await depositRecorded(input.merchantId, input.memberId);
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
    },
    options.paymentProviderSecret,
  );
  const paymentConfirmation = createPaymentConfirmationFeature(db, clock, {
    wallet: wallet.service,
    memberByAccount: (m, account) => accounts.service.findByAccount(m, account),
    accountOf: async (m, memberId) => (await accounts.service.get(m, memberId)).account,
    notify: (input) => notifications.service.notify(input),
  });
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
  const scheduler = new Scheduler(clock, options.databaseKind === 'postgres' ? advisoryLock(db) : localLock);
  // Contract settlements: each period is claimed by a unique row, so leadership only saves work.
  registerAgentJobs((name, intervalMs, fn) => scheduler.every(name, intervalMs, async () => void (await fn())), agents);
  const mainBalance = async (m: number, member: number) => {
    wallet.service.onChanged(`${m}:${member}`);
    const b = await wallet.service.balance(m, member);
    return b.balance.find((w) => w.accountName === 'MAIN')?.availBalance ?? '0.0000';
  };
  const lottery = createLotteryFeature(db, clock, scheduler, {
    // Tickets move money from and into MAIN in the ticket's own transaction, keyed by the ticket.
    wallet: {
      debit: async ({ tx, merchantId, memberId, amount, key }) => {
        await wallet.service.debit({ tx, merchantId, memberId, amount, key, sink: 'LOTTERY' });
      },
      credit: async ({ tx, merchantId, memberId, amount, key }) => {
        await wallet.service.credit({ tx, merchantId, memberId, amount, key, source: 'LOTTERY' });
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
  const ops = createOpsFeature(db, clock, { merchantCode: async (m) => (await system.service.merchant(m)).code });
  const profile = createProfileFeature(db, clock, {
    member: async (m, id) => {
      const row = await accounts.service.get(m, id);
      return {
        clubLabelId: row.clubLabelId,
        icon: row.icon,
        mobileCountryCode: row.mobileCountryCode,
        mobileNumber: row.mobileNumber,
        paymentPasswordSet: row.paymentPasswordHash !== null,
      };
    },
    clubLabels: (m) => accounts.service.clubLabels(m),
    setNickname: (m, id, nickname) => accounts.service.setNickname(m, id, nickname),
    setMobile: (m, id, cc, n) => accounts.service.setMobile(m, id, cc, n),
    smsSettings: async (m) => (await system.service.merchant(m)).sms,
    codes: verification.service,
  });
  const inbox = createInboxFeature(db, clock, {
    membersByAccount: async (m, names) => {
      const found = new Map<string, number>();
      for (const name of names) {
        const member = await accounts.service.findByAccount(m, name);
        if (member) found.set(name, member.id);
      }
      return found;
    },
    notify: async ({ merchantId, memberId, title }) => {
      await notifications.service.notify({ merchantId, memberId, type: 'INBOX', data: { title, popup: false } });
    },
    sanitize: sanitizeOperatorHtml,
  });
  const feedback = createFeedbackFeature(db, clock, {
    verifyCaptcha: (m, key, answer) => captcha.service.verify(m, key, answer),
    accountOf: async (m, memberId) => (await accounts.service.get(m, memberId)).account,
  });
  const support = createSupportFeature({
    customerService: async (m) => (await system.service.consolidated(m)).customerService,
    clubLabel: async (m, memberId) => (await accounts.service.get(m, memberId)).clubLabelId ?? null,
    replaceHelp: (m, language, items) => system.service.replaceHelp(m, language as Language, items),
    sanitize: sanitizeOperatorHtml,
  });
  const chat = createChatFeature(db, clock, {
    chatEnabled: (m) => system.service.isEnabled(m, 'CBS3'),
    member: async (m, id) => {
      const row = await accounts.service.get(m, id);
      return { account: row.account, isAgent: row.isAgent, clubLabelId: row.clubLabelId ?? null };
    },
    accountOf: async (m, id) => (await accounts.service.get(m, id)).account,
    notify: async (input) => {
      await notifications.service.notify(input);
    },
    provider: options.liveChatProvider ?? httpLiveChatProvider,
  });
  const mirrors = createMirrorsFeature({ setMirrors: (m, hosts) => system.service.setMirrors(m, hosts) });
  // Bonuses, raffle prizes and rebates are credited from their own house accounts, keyed by the caller.
  const creditFrom = (source: string) => (req: { tx: WalletTx; merchantId: number; memberId: number; amount: string; key: string }) =>
    wallet.service.credit({ ...req, source });
  // The wallet reads the merchant's currency from settings when no wallet of it exists yet: warm them first.
  const prepare = async (m: number) => {
    await system.service.merchant(m);
  };
  const promotions = createPromotionsFeature(db, clock, {
    prepare,
    credit: creditFrom('PROMOTION'),
    notify: async ({ merchantId, memberId, amount, title, success, remarks }) => {
      await notifications.service.notify({
        merchantId,
        memberId,
        type: 'PROMOTION',
        data: { amount, title, success, popup: true, ...(remarks ? { remarks } : {}) },
      });
    },
    sanitize: sanitizeOperatorHtml,
  });
  const raffles = createRafflesFeature(db, clock, {
    prepare,
    credit: creditFrom('RAFFLE'),
    creditPoints: ({ tx, ...req }) => points.service.award(req, tx),
  });
  const rebates = createRebatesFeature(db, clock, {
    prepare,
    credit: creditFrom('REBATE'),
    enabled: (m, flag) => system.service.isEnabled(m, flag),
  });
  recordTurnover = async (event) => {
    // Rebate rates are per product; a product the rebates feature does not know earns none.
    const productType = rebateProductTypeSchema.safeParse(
      event.productType === 'LOTT' || event.productType === 'ELOTT' ? 'LOTTERY' : event.productType,
    );
    if (!productType.success) return;
    await rebates.service
      .recordTurnover({
        merchantId: event.merchantId,
        memberId: event.memberId,
        productType: productType.data,
        turnover: event.amount,
        betRef: event.reference,
      })
      .catch((err: unknown) => console.error(`rebate turnover failed for ${event.reference}`, err));
  };
  // Reward-centre tasks read the member's own bets, wins and deposits from the agents' per-member sums.
  const rewardCentre = createRewardCentreFeature(db, clock, {
    prepare,
    credit: creditFrom('REWARD_CENTRE'),
    enabled: (m) => system.service.isEnabled(m, 'REWCEN3'),
    activity: (m, member, from, to) => agents.service.memberActivity(m, member, from, to),
    vip: {
      progress: (m, member) => profile.service.rankProgress(m, member),
      setValue: async (m, member, key, value) => {
        await profile.service.setRankValue(m, member, key, value);
      },
      promote: (m, member, labelId) => accounts.service.setClubLabel(m, member, labelId),
    },
  });
  const referral = createReferralFeature(db, clock, {
    prepare,
    credit: creditFrom('REFERRAL'),
    accountOf: async (m, id) => (await accounts.service.get(m, id)).account,
  });
  registration.service.onRegistered(({ merchantId, memberId, referralCode }) =>
    referral.service.registered(merchantId, memberId, referralCode),
  );
  // A deposit may lift the member's VIP level (bets are caught up when the reward centre opens).
  depositRecorded = async (m, member) => {
    await rewardCentre.service.syncVip(m, member).catch((err: unknown) => console.error(`vip sync failed for ${m}:${member}`, err));
  };
  referredDeposit = async (event) => {
    await referral.service
      .deposited(event)
      .then(() => undefined)
      .catch((err: unknown) => console.error(`referral reward failed for ${event.reference}`, err));
  };
  /** Stops listening to the database; app.ts calls it on close, before the database closes. */
  const stop = async () => {
    await scheduler.stop();
    await Promise.all([session.stop(), wallet.stop()]);
  };
  return {
    system,
    captcha,
    verification,
    accounts,
    session,
    registration,
    socialSignIn,
    wallet,
    notifications,
    cashier,
    paymentConfirmation,
    points,
    houseGames,
    games,
    lottery,
    scheduler,
    ops,
    recovery,
    twoFactor,
    profile,
    inbox,
    feedback,
    support,
    chat,
    mirrors,
    agents,
    promotions,
    raffles,
    rebates,
    rewardCentre,
    referral,
    bus: options.bus,
    stop,
  };
}
export type Features = Awaited<ReturnType<typeof createFeatures>>;
