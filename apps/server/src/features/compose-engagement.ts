import type { Language } from '@arcadia/contract';
import type { Clock } from '../platform/clock.js';
import { type Db, transactions } from '../platform/db/client.js';
import { translate } from '../platform/i18n/messages.js';
import type { Scheduler } from '../platform/scheduler.js';
import { depositAccruals } from '../workflows/approve-deposit.js';
import { betAccruals } from '../workflows/bet-accruals.js';
import { createPayReward } from '../workflows/pay-reward.js';
import type { IdentityFeatures } from './compose-identity.js';
import type { MoneyFeatures } from './compose-money.js';
import type { FeatureOptions } from './feature-options.js';
import { createFeedbackFeature } from './feedback/index.js';
import { createInboxFeature } from './inbox/index.js';
import { createMirrorsFeature } from './mirrors/index.js';
import { createOpsFeature } from './ops/index.js';
import { createProfileFeature } from './profile/index.js';
import { createPromotionsFeature } from './promotions/index.js';
import { createRafflesFeature } from './raffles/index.js';
import { createRebatesFeature } from './rebates/index.js';
import { createReferralFeature } from './referral/index.js';
import { createRewardCentreFeature } from './reward-centre/index.js';
import { createChatFeature, createSupportFeature, httpLiveChatProvider, sanitizeOperatorHtml } from './support/index.js';
import type { WalletTx } from './wallet/index.js';

/**
 * The last stage of the composition root: keeping members — profile, inbox, feedback, support and
 * chat, mirrors, promotions, raffles, rebates, the reward centre and referrals, and the operators'
 * own feature. It also sets the money stage's hooks (referral rewards, VIP sync on deposits) and
 * subscribes what a bet earns to the outbox.
 */
export function composeEngagement(
  db: Db,
  clock: Clock,
  options: FeatureOptions,
  { system, captcha, verification, accounts, registration, session }: IdentityFeatures,
  { wallet, points, notifications, agents, finance, hooks, outbox, saferGambling }: MoneyFeatures,
  scheduler: Scheduler,
) {
  const ops = createOpsFeature(db, clock, options.totpSecrets, { merchantCode: async (m) => (await system.service.merchant(m)).code });
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
    codes: {
      requestCode: (m, purpose, phone, settings, language) => verification.service.requestCode(m, purpose, phone, settings, language),
      verify: (m, purpose, phone, code) => verification.service.verify(m, purpose, phone, code),
      beforeSend: (m, key, slider) => captcha.policy.beforeSms(m, key, slider),
    },
    // The welcome reads the member from accounts and what is required from the registration rules (ADR 058).
    firstLogin: {
      welcomeOf: async (m, id) => {
        const row = await accounts.service.get(m, id);
        const filled: Record<string, boolean> = {
          nickname: row.nickname.trim() !== '',
          mobileNum: row.mobileNumber !== null,
          email: Boolean(row.email ?? row.contact.email),
          paymentPassword: row.paymentPasswordHash !== null,
        };
        return {
          account: row.account,
          firstLoginAt: row.firstLoginAt,
          dismissedAt: row.welcomeDismissedAt,
          filled: (item) => filled[item] ?? Boolean(row.contact[item]?.trim()),
        };
      },
      rules: (m) => system.service.registerRules(m),
      dismiss: (m, id) => accounts.service.dismissWelcome(m, id),
    },
  });
  const inbox = createInboxFeature(db, clock, {
    membersByAccount: (m, names) => accounts.service.idsByAccount(m, names),
    notify: async ({ merchantId, memberId, title }) => {
      await notifications.service.notify({ merchantId, memberId, type: 'INBOX', data: { title, popup: false } });
    },
    sanitize: sanitizeOperatorHtml,
    defaultLanguage: async (m) => (await system.service.merchant(m)).defaultLanguage,
    marketingAllowed: (m, memberId) => saferGambling.service.marketingAllowed(m, memberId),
  });
  const feedback = createFeedbackFeature(db, clock, {
    enabled: (m, flag) => system.service.isEnabled(m, flag),
    verifyCaptcha: (m, key, answer) => captcha.service.verify(m, key, answer),
    accountOf: async (m, memberId) => (await accounts.service.get(m, memberId)).account,
    // The answer reaches the member as an inbox message (with its real-time notice), titled in the merchant's language.
    replied: async (m, memberId, reply) => {
      const [member, merchant] = await Promise.all([accounts.service.get(m, memberId), system.service.merchant(m)]);
      await inbox.service.send(m, {
        accounts: [member.account],
        title: translate('feedback_reply_title', merchant.defaultLanguage),
        content: reply,
      });
    },
  });
  const support = createSupportFeature({
    customerService: (m) => system.service.customerServiceEntries(m),
    clubLabel: async (m, memberId) => (await accounts.service.get(m, memberId)).clubLabelId ?? null,
    replaceHelp: (m, language, items) => system.service.replaceHelp(m, language as Language, items),
    sanitize: sanitizeOperatorHtml,
  });
  const chat = createChatFeature(db, clock, {
    chatEnabled: (m, flag) => system.service.isEnabled(m, flag),
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
  const helpItems = system.helpItems(sanitizeOperatorHtml);
  const mirrors = createMirrorsFeature({ setMirrors: (m, hosts) => system.service.setMirrors(m, hosts) });
  // Bonuses, raffle prizes and rebates are credited from their own house accounts, keyed by the caller.
  const creditFrom = (source: string) => (req: { tx: WalletTx; merchantId: number; memberId: number; amount: string; key: string }) =>
    wallet.service.credit({ ...req, source });
  // A merchant's first credit needs its currency: cached here before the transaction opens, the wallet
  // need not read it inside (it would, through the transaction: issue 22), so the transaction stays short.
  const prepare = async (m: number) => {
    await system.service.merchant(m);
  };
  const promotions = createPromotionsFeature(db, clock, {
    marketingAllowed: (m, memberId) => saferGambling.service.marketingAllowed(m, memberId),
    prepare,
    credit: creditFrom('PROMOTION'),
    notify: async ({ merchantId, memberId, amount, title, titles, success, remarks }) => {
      await notifications.service.notify({
        merchantId,
        memberId,
        type: 'PROMOTION',
        data: { amount, title, titles, success, popup: true, ...(remarks ? { remarks } : {}) },
      });
    },
    sanitize: sanitizeOperatorHtml,
    defaultLanguage: async (m) => (await system.service.merchant(m)).defaultLanguage,
    // Stakes are recorded per bet with their time by the rebates feature (built just below).
    turnoverSince: (m, member, since) => rebates.service.turnover(m, member, since),
    // A bonus above the merchant's threshold waits for a second operator (ADR 037).
    payoutGate: (req) => finance.service.requestPayout({ ...req, kind: 'reward_application', unit: 'money' }),
    // Waiving a bonus's wagering frees it for withdrawal: the same gate by the bonus (ADR 045).
    waiverGate: (req) => finance.service.requestPayout({ ...req, kind: 'waive_wagering', unit: 'money' }),
    // Promo codes credit from their own house account; creating one weighs bonus × uses (ADR 058).
    promoCodes: {
      prepare,
      credit: creditFrom('PROMO_CODE'),
      gate: (req) => finance.service.requestPayout({ ...req, kind: 'promo_code', unit: 'money', memberId: null }),
    },
  });
  finance.service.registerPayout('reward_application', (tx, p) => promotions.service.payApproved(tx, p.merchantId, p.payload, p.key));
  finance.service.registerPayout('promo_code', (tx, p) => promotions.service.promoCodes.createApproved(tx, p.merchantId, p.payload));
  finance.service.registerPayout('waive_wagering', (tx, p) => promotions.service.wagering.waiveApproved(tx, p.merchantId, p.payload));
  const raffles = createRafflesFeature(db, clock, {
    prepare,
    credit: creditFrom('RAFFLE'),
    creditPoints: ({ tx, ...req }) => points.service.award(req, tx),
    payoutGate: (req) => finance.service.requestPayout({ ...req, kind: 'raffle', memberId: null }),
  });
  finance.service.registerPayout('raffle', (tx, p) => raffles.service.addApproved(tx, p.merchantId, p.payload));
  const rebates = createRebatesFeature(db, clock, {
    prepare,
    credit: creditFrom('REBATE'),
    enabled: (m, flag) => system.service.isEnabled(m, flag),
    // Rule configs that decide later payouts pass the payout gate too (ADR 045).
    payoutGate: (req) => finance.service.requestPayout({ ...req, kind: 'rebate_rates', memberId: null }),
  });
  finance.service.registerPayout('rebate_rates', (tx, p) => rebates.service.saveApproved(tx, p.merchantId, p.payload));
  // The cashier asks before each withdrawal; a failure here fails the withdrawal (never lets it through).
  hooks.wageringRemaining = (m, member) => promotions.service.wagering.remaining(m, member);
  // Reward-centre tasks, mission prizes and VIP level-up bonuses are paid by one workflow: the
  // feature's claim and the credit from its house account in one transaction.
  const pay = createPayReward({ transaction: transactions(db), prepare, wallet: wallet.service });
  // Reward-centre tasks read the member's own bets, wins and deposits from the agents' per-member sums.
  const rewardCentre = createRewardCentreFeature(db, clock, {
    pay,
    enabled: (m, flag) => system.service.isEnabled(m, flag),
    payoutGate: (req) => finance.service.requestPayout({ ...req, kind: 'reward_centre_settings', memberId: null }),
    activity: (m, member, from, to) => agents.service.memberActivity(m, member, from, to),
    vip: {
      progress: (m, member) => profile.service.rankProgress(m, member),
      setValue: async (m, member, key, value) => {
        await profile.service.setRankValue(m, member, key, value);
      },
      promote: (m, member, labelId) => accounts.service.setClubLabel(m, member, labelId),
    },
    // Mission boards rank members by the stakes the rebates feature records per bet.
    missions: {
      pay,
      ranking: (m, from, to, limit, member) => rebates.service.ranking(m, from, to, limit, member),
      accountOf: async (m, id) => (await accounts.service.get(m, id)).account,
      payoutGate: (req) => finance.service.requestPayout({ ...req, kind: 'mission', memberId: null }),
    },
    // VIP levels are the club labels of accounts; their level-up bonuses come from their own house account.
    vipBenefits: {
      pay,
      labels: async (m) => (await accounts.service.clubLabels(m)).map((l) => ({ id: l.id, name: l.name })),
      currentLabel: async (m, id) => (await accounts.service.get(m, id)).clubLabelId ?? null,
      payoutGate: (req) => finance.service.requestPayout({ ...req, kind: 'vip_benefits', memberId: null }),
    },
    // Demotion (ADR 055): the ladder and members from accounts, which labels are earned from profile,
    // the notice through the inbox (a stored message with its real-time notice).
    vipKeep: {
      labels: (m) => accounts.service.clubLabels(m),
      earnable: (m) => profile.service.labelsWithConditions(m),
      members: (m, labelIds, afterId, limit) => accounts.service.membersOnClubLabels(m, labelIds, afterId, limit),
      moveTo: (m, member, labelId) => accounts.service.setClubLabel(m, member, labelId),
      notice: async (m, account, title, content) => {
        await inbox.service.send(m, { accounts: [account], title, content });
      },
    },
  });
  // Each sign-in counts its local day toward `loginDays` (ADR 055).
  session.service.onSignedIn(({ merchantId, memberId }) => rewardCentre.service.signedIn(merchantId, memberId));
  finance.service.registerPayout('reward_centre_settings', (tx, p) => rewardCentre.service.saveApproved(tx, p.merchantId, p.payload));
  finance.service.registerPayout('vip_benefits', (tx, p) => rewardCentre.service.vipBenefits.saveApproved(tx, p.merchantId, p.payload));
  finance.service.registerPayout('mission', (tx, p) => rewardCentre.service.missions.createApproved(tx, p.merchantId, p.payload));
  const referral = createReferralFeature(db, clock, {
    prepare,
    credit: creditFrom('REFERRAL'),
    accountOf: async (m, id) => (await accounts.service.get(m, id)).account,
    payoutGate: (req) => finance.service.requestPayout({ ...req, kind: 'referral_settings', memberId: null }),
  });
  finance.service.registerPayout('referral_settings', (tx, p) => referral.service.saveApproved(tx, p.merchantId, p.payload));
  registration.service.onRegistered(({ merchantId, memberId, referralCode }) =>
    referral.service.registered(merchantId, memberId, referralCode),
  );
  // A promo code typed in the register form is redeemed once the member exists (ADR 058).
  registration.service.onRegistered(({ merchantId, memberId, promoCode }) =>
    promoCode ? promotions.service.promoCodes.redeemAtRegistration(merchantId, memberId, promoCode) : Promise.resolve(),
  );
  // What an approved deposit earns (points, the referral reward, the VIP level) follows its
  // `deposit.approved` event (workflows/approve-deposit.ts).
  outbox.subscribe(...depositAccruals({ points: points.service, referral: referral.service, vip: rewardCentre.service }));
  // What a bet earns (points, rebate turnover and mission stakes, VIP progress) follows its
  // `bet.placed` event, whichever source took it (ADR 043). Bets lift the VIP level by marking the
  // member due; one job a minute syncs those members, so neither a bet nor opening the reward
  // centre sums a member's whole history (ADR 023).
  outbox.subscribe(...betAccruals({ points: points.service, rebates: rebates.service, vip: rewardCentre.service }));
  scheduler.every('reward-centre:vip', 60_000, async () => {
    await rewardCentre.service.syncDue();
  });
  // VIP demotion review (ADR 055): daily; a second run the same day finds every member in their grace.
  scheduler.every('reward-centre:vip-keep', 24 * 3_600_000, async () => {
    await rewardCentre.service.vipKeep.reviewAll();
  });
  // Ended missions are frozen and paid by one leader (advisory lock); every step is idempotent.
  scheduler.every('reward-centre:missions', 60_000, async () => {
    await rewardCentre.service.missions.settleDue();
  });
  return { ops, profile, inbox, feedback, support, helpItems, chat, mirrors, promotions, raffles, rebates, rewardCentre, referral };
}
