import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Bus } from '../platform/bus.js';
import type { Clock } from '../platform/clock.js';
import type { Database, Db } from '../platform/db/client.js';
import { registerMessages } from '../platform/i18n/messages.js';
import { accountsMessages, accountsRoutes, createAccountsFeature } from './accounts/index.js';
import { captchaRoutes, createCaptchaFeature } from './captcha/index.js';
import { cashierMessages, cashierRoutes, createCashierFeature } from './cashier/index.js';
import { createGamesFeature, gamesMessages, gamesRoutes, seamlessMessages, seamlessRoutes } from './games/index.js';
import { createNotificationsFeature, notificationsRoutes } from './notifications/index.js';
import { createOpsFeature, opsRoutes } from './ops/index.js';
import { createSessionFeature, sessionMessages, sessionRoutes } from './session/index.js';
import { createSystemFeature, systemRoutes } from './system/index.js';
import { createVerificationFeature, verificationMessages, verificationRoutes } from './verification/index.js';
import { createWalletFeature, walletMessages, walletRoutes } from './wallet/index.js';

registerMessages(accountsMessages);
registerMessages(cashierMessages);
registerMessages(walletMessages);
registerMessages(sessionMessages);
registerMessages(verificationMessages);
registerMessages(gamesMessages);
registerMessages(seamlessMessages);

export type FeatureOptions = Pick<Config, 'jwePrivateKeyPem'> & {
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
  const session = await createSessionFeature(db, options.listen, clock, {
    accounts: accounts.service,
    captcha: captcha.service,
    codes: verification.service,
    policy: (m) => system.service.securityPolicy(m),
    flags: (m) => system.service.whitelabel(m),
    defaultCountryCode: async (m) => (await system.service.merchant(m)).sms.defaultCountryDialingCode,
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
  /** Stops listening to the database; app.ts calls it on close, before the database closes. */
  const stop = async () => {
    await Promise.all([session.stop(), wallet.stop()]);
  };
  return { system, captcha, verification, accounts, session, wallet, notifications, cashier, games, ops, bus: options.bus, stop };
}
export type Features = Awaited<ReturnType<typeof createFeatures>>;

const passwordRule = (rules: { key: string; minLength: number; maxLength: number; acceptedPattern: string }[]) => {
  const r = rules.find((x) => x.key === 'password');
  return r ? { min: r.minLength, max: r.maxLength, pattern: r.acceptedPattern } : { min: 6, max: 12, pattern: '^[A-Za-z0-9]+$' };
};

export async function registerFeatureRoutes(app: FastifyInstance, f: Features, config: Config): Promise<void> {
  const { system, captcha, verification, accounts, session, wallet, notifications } = f;
  await app.register(systemRoutes, { service: system.service, crypto: system.crypto, geoCountryHeader: config.geoCountryHeader });
  await app.register(captchaRoutes, { service: captcha.service });
  await app.register(verificationRoutes, {
    service: verification.service,
    smsSettings: async (m) => (await system.service.merchant(m)).sms,
    hasMemberWithPhone: async (m, cc, n) => (await accounts.service.findByPhone(m, cc, n)) !== null,
  });
  await app.register(sessionRoutes, {
    service: session.service,
    crypto: system.crypto,
    loginIpLimitPerMinute: config.loginIpLimitPerMinute,
  });
  await app.register(accountsRoutes, {
    service: accounts.service,
    crypto: system.crypto,
    passwordPolicy: async (m) => ({
      rule: passwordRule(await system.service.registerRules(m)),
      expiryDays: (await system.service.securityPolicy(m)).passwordExpiryDays,
    }),
    afterPasswordChange: (m, auth) => session.service.afterPasswordChange(m, auth),
    paymentPasswordEnabled: (m) => system.service.isEnabled(m, 'PAYMENTPASS3'),
  });
  await app.register(walletRoutes, {
    service: wallet.service,
    uplineFor: async (m, memberId) => {
      const member = await accounts.service.get(m, memberId);
      const flags = await system.service.whitelabel(m);
      if (!flags.AGETRANSFERUP3 || member.toUpline !== 1 || member.isAgent === 2 || !member.uplineId) return null;
      return { uplineId: member.uplineId, account: member.account };
    },
    paymentPasswordCheck: async (m, memberId, value) => {
      if (await system.service.isEnabled(m, 'PAYMENTPASS3')) await accounts.service.verifyPaymentPassword(m, memberId, value ?? '');
    },
    notifyUpline: async (m, uplineId, amount, sender) => {
      await notifications.service.notify({
        merchantId: m,
        memberId: uplineId,
        type: 'AGENT_TRANSFER',
        data: { amount, sender, success: true, popup: true },
      });
    },
  });
  await app.register(cashierRoutes, {
    service: f.cashier.service,
    resolveMerchant: (code) => system.service.resolveMerchant({ code, host: '' }),
  });
  await app.register(gamesRoutes, { service: f.games.service });
  await app.register(seamlessRoutes, { service: f.games.seamless });
  await app.register(notificationsRoutes, {
    service: notifications.service,
    bus: f.bus,
    authenticate: async (code, token, ip) => {
      const merchant = await system.service.resolveMerchant({ code, host: '' });
      if (!merchant) return null;
      const auth = await session.service.verify(merchant.id, token, ip);
      return auth.kind === 'member' ? { merchantId: merchant.id, memberId: auth.memberId } : null;
    },
  });
  if (config.opsApiToken)
    await app.register(opsRoutes, {
      token: config.opsApiToken,
      system: system.service,
      verification: verification.service,
      accounts: accounts.service,
      wallet: wallet.service,
      notifications: notifications.service,
      cashier: f.cashier.service,
      repo: f.ops.repo,
    });
}
