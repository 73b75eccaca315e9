import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db/client.js';
import { registerMessages } from '../platform/i18n/messages.js';
import { accountsMessages } from './accounts/index.js';
import { agentsMessages } from './agents/index.js';
import { captchaMessages } from './captcha/index.js';
import { cashierMessages } from './cashier/index.js';
import { composeBrands } from './compose-brands.js';
import { composeEngagement } from './compose-engagement.js';
import { composeIdentity } from './compose-identity.js';
import { composeMoney } from './compose-money.js';
import { composePlay, type PlayFeatures } from './compose-play.js';
import type { FeatureOptions } from './feature-options.js';
import { feedbackMessages } from './feedback/index.js';
import { financeMessages } from './finance/index.js';
import { gamesMessages, seamlessMessages } from './games/index.js';
import { houseGamesMessages } from './house-games/index.js';
import { kycMessages } from './kyc/index.js';
import { lotteryMessages } from './lottery/index.js';
import { OpsDashboardService, opsMessages } from './ops/index.js';
import { passwordRecoveryMessages } from './password-recovery/index.js';
import { paymentConfirmationMessages } from './payment-confirmation/index.js';
import { pointsMessages } from './points/index.js';
import { profileMessages } from './profile/index.js';
import { promotionsMessages } from './promotions/index.js';
import { rafflesMessages } from './raffles/index.js';
import { rebatesMessages } from './rebates/index.js';
import { referralMessages } from './referral/index.js';
import { registrationMessages } from './registration/index.js';
import { rewardCentreMessages } from './reward-centre/index.js';
import { saferGamblingMessages } from './safer-gambling/index.js';
import { sessionMessages } from './session/index.js';
import { socialSignInMessages } from './social-sign-in/index.js';
import { chatMessages } from './support/index.js';
import { systemMessages } from './system/index.js';
import { twoFactorMessages } from './two-factor/index.js';
import { verificationMessages } from './verification/index.js';
import { walletMessages } from './wallet/index.js';

registerMessages(accountsMessages);
registerMessages(cashierMessages);
registerMessages(paymentConfirmationMessages);
registerMessages(walletMessages);
registerMessages(sessionMessages);
registerMessages(captchaMessages);
registerMessages(verificationMessages);
registerMessages(registrationMessages);
registerMessages(socialSignInMessages);
registerMessages(passwordRecoveryMessages);
registerMessages(systemMessages);
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
registerMessages(financeMessages);
registerMessages(saferGamblingMessages);
registerMessages(kycMessages);

export type { FeatureOptions } from './feature-options.js';

/** Builds every feature's services once and wires their ports; app.ts and the workflows share them. */
/**
 * Builds every feature's services once and wires their ports; app.ts and the workflows share them.
 * Four stages, each in its own file: identity, money, play, engagement (each builds on the ones before).
 */
export async function createFeatures(db: Db, clock: Clock, options: FeatureOptions) {
  const identity = await composeIdentity(db, clock, options);
  let play: PlayFeatures | null = null;
  const money = await composeMoney(db, clock, options, identity, {
    play: () => {
      if (!play) throw new Error('the game features are not built yet');
      return play;
    },
  });
  play = await composePlay(db, clock, options, identity, money);
  const engagement = composeEngagement(db, clock, options, identity, money, play.scheduler);
  const { session, wallet } = { ...identity, ...money };
  const { scheduler } = play;
  // The operators' overview reads each owner's port, never their tables (ADR 027).
  const dashboard = new OpsDashboardService(
    {
      turnover: { house: play.houseGames.turnoverByDay, vendors: play.games.turnoverByDay, lottery: play.lottery.turnoverByDay },
      turnoverOfMerchants: {
        house: play.houseGames.turnoverOfMerchants,
        vendors: play.games.turnoverOfMerchants,
        lottery: play.lottery.turnoverOfMerchants,
      },
      cashier: money.cashier.approvedByDay,
      online: (m) => money.notifications.cluster.online(m),
      currency: async (m) => (await identity.system.service.merchant(m)).currency,
    },
    clock,
  );
  const brands = composeBrands(db, {
    system: identity.system,
    accountsOps: identity.accounts.ops,
    online: (ids) => money.notifications.cluster.onlineOf(ids),
    dashboard,
    ops: engagement.ops,
    content: [engagement.promotions.content, engagement.inbox.notices, play.lottery.service],
  });
  /** Stops listening to the database; app.ts calls it on close, before the database closes. */
  const stop = async () => {
    await scheduler.stop();
    await money.outbox.stop();
    await Promise.all([
      session.stop(),
      wallet.stop(),
      money.saferGambling.stop(),
      money.notifications.cluster.stop(),
      play.lottery.stop(),
      identity.system.stop(),
    ]);
  };
  const { hooks: _hooks, ...moneyFeatures } = money;
  return { ...identity, ...moneyFeatures, ...play, ...engagement, dashboard, ...brands, bus: options.bus, stop };
}
export type Features = Awaited<ReturnType<typeof createFeatures>>;
