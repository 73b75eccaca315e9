import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { hostnameOf } from '../platform/http/request-context.js';
import { accountsOpsRoutes, accountsRoutes } from './accounts/index.js';
import { agentsOpsRoutes, agentsOpsTreeRoutes, agentsRoutes } from './agents/index.js';
import { captchaRoutes } from './captcha/index.js';
import { cashierOpsRoutes, cashierRoutes } from './cashier/index.js';
import { feedbackOpsRoutes, feedbackRoutes } from './feedback/index.js';
import { financeOpsRoutes } from './finance/index.js';
import { gamesOpsRoutes, gamesRoutes, seamlessRoutes } from './games/index.js';
import { crashRoutes, houseGamesRoutes } from './house-games/index.js';
import { inboxOpsRoutes, inboxRoutes, noticesOpsRoutes } from './inbox/index.js';
import type { Features } from './index.js';
import { kycOpsRoutes, kycRoutes } from './kyc/index.js';
import { lotteryOpsReadRoutes, lotteryOpsRoutes, lotteryRoutes } from './lottery/index.js';
import { mirrorsOpsRoutes } from './mirrors/index.js';
import { notificationsRoutes } from './notifications/index.js';
import { auditSnapshots, opsAuthRoutes, opsDashboardRoutes, opsOperatorsRoutes, opsRoutes } from './ops/index.js';
import { passwordRecoveryOpsRoutes, passwordRecoveryRoutes } from './password-recovery/index.js';
import { paymentConfirmationRoutes } from './payment-confirmation/index.js';
import { pointsOpsRoutes, pointsRoutes } from './points/index.js';
import { firstLoginRoutes, profileRoutes } from './profile/index.js';
import { promotionsContentOpsRoutes, promotionsOpsRoutes, promotionsRoutes } from './promotions/index.js';
import { rafflesOpsRoutes, rafflesRoutes } from './raffles/index.js';
import { rebatesOpsRoutes, rebatesRoutes } from './rebates/index.js';
import { referralOpsRoutes, referralRoutes } from './referral/index.js';
import { registrationOpsRoutes, registrationRoutes } from './registration/index.js';
import { rewardCentreOpsRoutes, rewardCentreRoutes } from './reward-centre/index.js';
import { saferGamblingOpsRoutes, saferGamblingRoutes } from './safer-gambling/index.js';
import { sessionOpsRoutes, sessionRoutes } from './session/index.js';
import { socialSignInOpsRoutes, socialSignInRoutes } from './social-sign-in/index.js';
import { chatOpsRoutes, chatRoutes, supportOpsRoutes, supportRoutes } from './support/index.js';
import {
  siteSettings,
  systemBrandsOpsRoutes,
  systemOpsHelpRoutes,
  systemOpsRoutes,
  systemOpsSettingsRoutes,
  systemOpsSiteRoutes,
  systemRoutes,
} from './system/index.js';
import { twoFactorOpsRoutes, twoFactorRoutes } from './two-factor/index.js';
import { verificationOpsRoutes, verificationRoutes } from './verification/index.js';
import { walletOpsRoutes, walletRoutes } from './wallet/index.js';

const passwordRule = (rules: { key: string; minLength: number; maxLength: number; acceptedPattern: string }[]) => {
  const r = rules.find((x) => x.key === 'password');
  return r ? { min: r.minLength, max: r.maxLength, pattern: r.acceptedPattern } : { min: 6, max: 12, pattern: '^[A-Za-z0-9]+$' };
};

/** Registers every feature's HTTP routes with the ports that join them (split from index.ts, which builds the services). */
export async function registerFeatureRoutes(app: FastifyInstance, f: Features, config: Config): Promise<void> {
  const { system, captcha, verification, accounts, session, wallet, notifications } = f;
  await app.register(systemRoutes, { service: system.service, crypto: system.crypto, geoCountryHeader: config.geoCountryHeader });
  await app.register(captchaRoutes, { service: captcha.service, slider: captcha.slider });
  await app.register(verificationRoutes, {
    service: verification.service,
    smsSettings: async (m) => (await system.service.merchant(m)).sms,
    mobileCountryCode: (m, given) => system.service.mobileCountryCode(m, given),
    hasMemberWithPhone: async (m, cc, n) => (await accounts.service.findByPhone(m, cc, n)) !== null,
    beforeSend: (m, key, slider) => captcha.policy.beforeSms(m, key, slider),
  });
  await app.register(sessionRoutes, {
    service: session.service,
    crypto: system.crypto,
    loginIpLimitPerMinute: config.loginIpLimitPerMinute,
  });
  await app.register(registrationRoutes, { service: f.registration.service, crypto: system.crypto });
  await app.register(socialSignInRoutes, { service: f.socialSignIn.service });
  await app.register(passwordRecoveryRoutes, {
    service: f.recovery.service,
    crypto: system.crypto,
    passwordRule: async (m) => passwordRule(await system.service.registerRules(m)),
    linkBase: async (m, host, protocol) => {
      const domains = (await system.service.domainRoute(m)).map((d) => d.domainName.toLowerCase());
      if (domains.includes(hostnameOf(host))) return `${protocol}://${host}`;
      return domains[0] ? `https://${domains[0]}` : `${protocol}://${host}`;
    },
  });
  await app.register(twoFactorRoutes, { service: f.twoFactor.service });
  await app.register(accountsRoutes, {
    service: accounts.service,
    crypto: system.crypto,
    passwordPolicy: async (m) => ({
      rule: passwordRule(await system.service.registerRules(m)),
      expiryDays: (await system.service.securityPolicy(m)).passwordExpiryDays,
    }),
    afterPasswordChange: (m, auth) => session.service.afterPasswordChange(m, auth),
    paymentPasswordEnabled: (m) => accounts.paymentPasswords.required(m),
  });
  await app.register(profileRoutes, {
    service: f.profile.service,
    mobileCountryCode: (m, given) => system.service.mobileCountryCode(m, given),
  });
  await app.register(firstLoginRoutes, { welcome: f.profile.welcome });
  await app.register(walletRoutes, { service: wallet.service, transferUpline: f.transferUpline });
  await app.register(cashierRoutes, {
    service: f.cashier.service,
    resolveMerchant: (code) => system.service.resolveMerchant({ code, host: '' }),
    requestWithdrawal: (ask) => f.requestWithdrawal.request(ask),
  });
  await app.register(houseGamesRoutes, { service: f.houseGames.service });
  await app.register(crashRoutes, { crash: f.houseGames.crash });
  await app.register(gamesRoutes, { service: f.games.service });
  await app.register(seamlessRoutes, { service: f.games.seamless });
  await app.register(lotteryRoutes, { service: f.lottery.service });
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
  await app.register(paymentConfirmationRoutes, {
    service: f.paymentConfirmation.service,
    ops: config.opsApiToken
      ? {
          token: config.opsApiToken,
          merchantByCode: (code) => system.service.merchantByCode(code),
          audit: (entry) => f.ops.service.audit(entry),
          operators: f.ops.service,
        }
      : null,
  });
  await app.register(inboxRoutes, { service: f.inbox.service });
  await app.register(feedbackRoutes, { service: f.feedback.service });
  await app.register(kycRoutes, { service: f.kyc.service });
  await app.register(supportRoutes, { service: f.support.service });
  await app.register(agentsRoutes, {
    service: f.agents.service,
    contracts: f.agents.contracts,
    settlement: f.agents.settlement,
    transfers: f.agents.transfers,
    records: f.agents.records,
    rains: f.agents.rains,
  });
  await app.register(chatRoutes, { chat: f.chat.chat });
  await app.register(pointsRoutes, { service: f.points.service, mall: f.pointsMall, crypto: system.crypto });
  await app.register(promotionsRoutes, { service: f.promotions.service });
  await app.register(rafflesRoutes, { service: f.raffles.service });
  await app.register(rebatesRoutes, { service: f.rebates.service });
  await app.register(rewardCentreRoutes, { service: f.rewardCentre.service });
  await app.register(referralRoutes, { service: f.referral.service });
  await app.register(saferGamblingRoutes, { service: f.saferGambling.service });
  if (config.opsApiToken)
    await app.register(opsAuthRoutes, { service: f.ops.service, loginIpLimitPerMinute: config.loginIpLimitPerMinute });
  if (config.opsApiToken)
    await app.register(opsRoutes, {
      token: config.opsApiToken,
      system: system.service,
      service: f.ops.service,
      snapshots: {
        ...auditSnapshots({
          flags: (m) => system.service.whitelabel(m),
          security: (m) => system.service.securityPolicy(m),
          twoFactor: (m) => f.twoFactor.service.policy(m),
          cashierSettings: (m) => f.cashier.service.settings(m),
          cashierRequest: (m, id) => f.cashier.service.request(m, id),
          banners: (m) => f.promotions.service.opsBanners(m),
          ipAllowList: (m) => f.ops.service.ipAllowList(m),
          gameVendor: (m, v) => f.games.ops.vendor(m, v).catch(() => null),
          game: (m, id) => f.games.ops.gameState(m, id),
          lotteryGame: async (m, c) => (await f.lottery.opsReader.games(m)).find((g) => g.code === c) ?? null,
          member: async (m, account) => (await accounts.ops.profile(m, account)).profile,
          financeSettings: (m) => f.finance.service.settings(m),
          adjustment: (m, id) => f.finance.service.get(m, id),
          promotions: (m) => f.promotions.content.promotions(m),
          popups: (m) => f.promotions.content.popups(m),
          notices: (m) => f.inbox.notices.all(m),
          siteSettings: (m) => siteSettings(system.service, m),
          registration: (m) => f.registration.service.settings(m, 'EN'),
          site: (m) => system.site.site(m),
          operator: (m, id) => f.ops.operators.get(m, id),
          feedbackReply: (m, id) => f.feedback.service.replyState(m, id),
          helpItem: (m, id) => f.helpItems.get(m, id),
        }),
        // The settings safer gambling owns: the audit keeps the zone and default before and after.
        'PUT /ops/merchants/:code/safer-gambling/settings': (m) => f.saferGambling.settings.get(m),
      },
      extensions: [
        async (scope, merchantId) => {
          await scope.register(financeOpsRoutes, {
            service: f.finance.service,
            merchantId,
            memberByAccount: (m, account) => accounts.service.findByAccount(m, account),
            wallet: wallet.service,
          });
        },
        async (scope, merchantId) => {
          await scope.register(inboxOpsRoutes, { service: f.inbox.service, merchantId });
          await scope.register(noticesOpsRoutes, { notices: f.inbox.notices, merchantId });
          await scope.register(systemOpsSettingsRoutes, { system: system.service, merchantId });
          await scope.register(systemOpsSiteRoutes, { site: system.site, merchantId });
          await scope.register(systemOpsRoutes, { system: system.service, merchantId });
          await scope.register(registrationOpsRoutes, {
            service: f.registration.service,
            merchantId,
            agentByAccount: (m, account) => accounts.service.findByAccount(m, account),
          });
          await scope.register(socialSignInOpsRoutes, { service: f.socialSignIn.service, merchantId });
          await scope.register(verificationOpsRoutes, { service: verification.service, merchantId });
          await scope.register(passwordRecoveryOpsRoutes, { service: f.recovery.service, merchantId });
        },
        async (scope, merchantId) => {
          await scope.register(feedbackOpsRoutes, { service: f.feedback.service, merchantId });
          await scope.register(kycOpsRoutes, { service: f.kyc.service, merchantId });
          await scope.register(saferGamblingOpsRoutes, {
            ops: f.saferGambling.ops,
            settings: f.saferGambling.settings,
            merchantId,
            kycStatus: (m, memberId) => f.kyc.service.status(m, memberId),
          });
        },
        async (scope, merchantId) => {
          await scope.register(cashierOpsRoutes, {
            service: f.cashier.service,
            merchantId,
            accountOf: async (m, id) => (await accounts.service.get(m, id)).account,
          });
          await scope.register(walletOpsRoutes, { service: wallet.service, merchantId });
        },
        async (scope, merchantId) => {
          await scope.register(mirrorsOpsRoutes, { service: f.mirrors.service, merchantId });
        },
        async (scope, merchantId) => {
          await scope.register(supportOpsRoutes, { service: f.support.service, merchantId });
          await scope.register(systemOpsHelpRoutes, { help: f.helpItems, merchantId });
        },
        async (scope, merchantId) => {
          await scope.register(agentsOpsRoutes, { feature: f.agents, merchantId });
          await scope.register(chatOpsRoutes, { desk: f.chat.desk, chat: f.chat.chat, merchantId });
          await scope.register(pointsOpsRoutes, { service: f.points.service, mall: f.pointsMall, merchantId });
          await scope.register(lotteryOpsRoutes, { service: f.lottery.service, merchantId });
          await scope.register(promotionsOpsRoutes, { service: f.promotions.service, merchantId });
          await scope.register(promotionsContentOpsRoutes, { content: f.promotions.content, merchantId });
          await scope.register(rafflesOpsRoutes, { service: f.raffles.service, merchantId });
          await scope.register(rebatesOpsRoutes, { service: f.rebates.service, merchantId });
          await scope.register(rewardCentreOpsRoutes, { service: f.rewardCentre.service, merchantId });
          await scope.register(referralOpsRoutes, { service: f.referral.service, merchantId });
        },
        async (scope, merchantId) => {
          await scope.register(opsDashboardRoutes, { dashboard: f.dashboard, merchantId });
          await scope.register(lotteryOpsReadRoutes, { reader: f.lottery.opsReader, merchantId });
          await scope.register(gamesOpsRoutes, { ops: f.games.ops, merchantId });
        },
        // The platform's brands: onboarding, the merchants list, suspension (ADR 070).
        async (scope) => {
          await scope.register(systemBrandsOpsRoutes, { brands: f.brands, onboard: (input) => f.onboarding.onboard(input) });
        },
        // The console's operator management page (ADR 030).
        async (scope, merchantId) => {
          await scope.register(opsOperatorsRoutes, { operators: f.ops.operators, merchantId });
        },
        // The console's Members and agents section (ADR 025).
        async (scope, merchantId) => {
          const memberId = async (m: number, account: string) => (await accounts.ops.byAccount(m, account)).id;
          await scope.register(accountsOpsRoutes, {
            ops: accounts.ops,
            merchantId,
            ports: {
              balance: (m, id) => wallet.service.balance(m, id),
              twoFactor: (m, id) => f.twoFactor.service.enrolled(m, id),
              teamSize: (m, id) => f.agents.opsTree.teamSize(m, id),
              endSessions: (m, id, reason) => session.service.endAll(m, id, reason),
            },
          });
          await scope.register(sessionOpsRoutes, { service: session.service, merchantId, memberId });
          await scope.register(twoFactorOpsRoutes, { service: f.twoFactor.service, merchantId, memberId });
          await scope.register(agentsOpsTreeRoutes, { tree: f.agents.opsTree, contracts: f.agents.contracts, merchantId, memberId });
        },
      ],
    });
}
