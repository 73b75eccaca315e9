import type { Clock } from '../../platform/clock.js';
import type { Database, Db } from '../../platform/db/client.js';
import { type Q, WALLET_CHANNEL, WalletRepository } from './wallet.repository.js';
import { isInsufficientBalance, type MerchantMoney, WalletService } from './wallet.service.js';

export { walletMessages } from './wallet.messages.js';
export { type WalletOpsRoutesOptions, walletOpsRoutes } from './wallet.ops.routes.js';
export type { Q as WalletTx } from './wallet.repository.js';
export { type WalletRoutesOptions, walletRoutes } from './wallet.routes.js';
export type { MerchantMoney, Movement, WalletRef } from './wallet.service.js';
export { isInsufficientBalance, WalletService };

/** Resolves once the service hears committed movements, so its balance cache can never go stale. */
export async function createWalletFeature(
  db: Db,
  listen: Database['listen'],
  money: (merchantId: number, q?: Q) => Promise<MerchantMoney>,
  clock: Clock,
) {
  const service = new WalletService(new WalletRepository(db), money, clock);
  const stop = await listen(WALLET_CHANNEL, { onMessage: (p) => service.onChanged(p), onGap: () => service.onGap() });
  return { service, stop };
}
