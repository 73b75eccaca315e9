import type { Db } from '../../platform/db/client.js';
import { WalletRepository } from './wallet.repository.js';
import { type MerchantMoney, WalletService } from './wallet.service.js';

export { walletMessages } from './wallet.messages.js';
export type { Q as WalletTx } from './wallet.repository.js';
export { type WalletRoutesOptions, walletRoutes } from './wallet.routes.js';
export type { MerchantMoney, Movement, WalletRef } from './wallet.service.js';
export { WalletService };

export function createWalletFeature(db: Db, money: (merchantId: number) => Promise<MerchantMoney>) {
  return { service: new WalletService(new WalletRepository(db), money) };
}
