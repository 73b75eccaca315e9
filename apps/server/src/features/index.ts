import type { Language } from '@arcadia/contract';
import type { Config } from '../config.js';
import type { Bus } from '../platform/bus.js';
import type { Clock } from '../platform/clock.js';
import type { Database, Db } from '../platform/db/client.js';
import { registerMessages } from '../platform/i18n/messages.js';
import { accountsMessages, createAccountsFeature } from './accounts/index.js';
import { createCaptchaFeature } from './captcha/index.js';
import { cashierMessages, createCashierFeature } from './cashier/index.js';
import { createFeedbackFeature, feedbackMessages } from './feedback/index.js';
import { createGamesFeature, gamesMessages, seamlessMessages } from './games/index.js';
import { createHouseGamesFeature, houseGamesMessages } from './house-games/index.js';
import { createInboxFeature } from './inbox/index.js';
import { createMirrorsFeature } from './mirrors/index.js';
import { createNotificationsFeature } from './notifications/index.js';
import { createOpsFeature } from './ops/index.js';
import { createPasswordRecoveryFeature, passwordRecoveryMessages } from './password-recovery/index.js';
import { createPaymentConfirmationFeature, paymentConfirmationMessages } from './payment-confirmation/index.js';
import { createProfileFeature, profileMessages } from './profile/index.js';
import { createPromotionsFeature, promotionsMessages } from './promotions/index.js';
import { createRafflesFeature, rafflesMessages } from './raffles/index.js';
import { createRebatesFeature, rebatesMessages } from './rebates/index.js';
import { createRegistrationFeature, registrationMessages } from './registration/index.js';
import { createSessionFeature, sessionMessages } from './session/index.js';
import { createSocialSignInFeature, socialSignInMessages } from './social-sign-in/index.js';
import { createSupportFeature, sanitizeOperatorHtml } from './support/index.js';
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
registerMessages(houseGamesMessages);
registerMessages(profileMessages);
registerMessages(feedbackMessages);
registerMessages(gamesMessages);
registerMessages(seamlessMessages);
registerMessages(promotionsMessages);
registerMessages(rafflesMessages);
registerMessages(rebatesMessages);

export type FeatureOptions = Pick<Config, 'jwePrivateKeyPem'> & {
  smtpUrl?: string | undefined;
  mailFrom?: string;
  paymentProviderSecret?: string;
  bus: Bus;
  /** The database's LISTEN, through which committed changes reach every instance's caches. */
  listen: Database['listen'];
  captchaRenderer?: Parameters<typeof createCaptchaFeature>[2];
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
  const notifications = createNotificationsFeature(db, options.bus, clock);
  const cashier = createCashierFeature(
    db,
    clock,
    {
      wallet: wallet.service,
      flags: (m) => system.service.whitelabel(m),
      verifyPaymentPassword: (m, member, value) => accounts.service.verifyPaymentPassword(m, member, value),
      notify: (input) => notifications.service.notify(input),
      money: async (m) => {
        const merchant = await system.service.merchant(m);
        return {
          currency: merchant.currency,
          currencySymbol: merchant.currencySymbol,
          currencyPosition: merchant.currencyPosition as 'F' | 'B' | '',
        };
      },
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
      },
      win: async ({ tx, merchantId, memberId, roundId, amount }) => {
        await wallet.service.credit({ tx, merchantId, memberId, amount, key: `house:${roundId}:win`, source: 'HOUSE_GAMES' });
      },
    },
    balance: async (merchantId, memberId, fresh) => {
      // After our own commit the NOTIFY may not have arrived yet: drop the cached answer first.
      if (fresh) wallet.service.onChanged(`${merchantId}:${memberId}`);
      const b = await wallet.service.balance(merchantId, memberId);
      return { balance: b.balance.find((w) => w.accountName === 'MAIN')?.availBalance ?? '0.0000', currency: b.currency };
    },
  });
  const merchantMoney = async (m: number) => {
    const merchant = await system.service.merchant(m);
    return { code: merchant.code, currency: merchant.currency };
  };
  const games = createGamesFeature(db, clock, {
    balance: (m, member) => wallet.service.balance(m, member),
    member: async (m, member) => {
      const row = await accounts.service.get(m, member);
      return { account: row.account, isAgent: row.isAgent };
    },
    merchant: merchantMoney,
    // Seamless vendors bet from and win into the member's main wallet, each keyed by the vendor's id.
    wallet: {
      debit: (req) => wallet.service.debit(req),
      credit: (req) => wallet.service.credit(req),
      balance: (m, member) => wallet.service.balance(m, member),
      currency: async (m) => (await merchantMoney(m)).currency,
    },
  });
  const ops = createOpsFeature(db);
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
  const raffles = createRafflesFeature(db, clock, { prepare, credit: creditFrom('RAFFLE') });
  const rebates = createRebatesFeature(db, clock, {
    prepare,
    credit: creditFrom('REBATE'),
    enabled: (m, flag) => system.service.isEnabled(m, flag),
  });
  /** Stops listening to the database; app.ts calls it on close, before the database closes. */
  const stop = async () => {
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
    houseGames,
    games,
    ops,
    recovery,
    twoFactor,
    profile,
    inbox,
    feedback,
    support,
    mirrors,
    promotions,
    raffles,
    rebates,
    bus: options.bus,
    stop,
  };
}
export type Features = Awaited<ReturnType<typeof createFeatures>>;
