import { ID_TO_EN_VENDORS } from '@arcadia/contract/games';
import type { GameRow, VendorRow } from './games.repository.js';

export type WalletMode = 'seamless' | 'transfer';
export type LaunchContext = {
  vendor: VendorRow;
  game: GameRow | null;
  /** The vendor session token (seamless vendors present it to our wallet API). */
  token: string;
  account: string;
  merchantCode: string;
  currency: string;
  language: string;
  platform: string;
};
export type CatalogueEntry = { roomId: string; nodeName: string; gameType: string; classify: string | null; showIcon: string };

/**
 * What a game vendor's integration must offer. A real vendor's adapter calls its API (most return
 * a launch URL); the built-in `url` adapter builds the URL from the vendor's configured base, which
 * is how the in-house vendor and the fake vendor of the tests work.
 */
export interface VendorAdapter {
  walletMode(vendor: VendorRow): WalletMode;
  launch(ctx: LaunchContext): Promise<{ url: string; url2?: string | null }>;
  launchTrial(ctx: LaunchContext): Promise<{ url: string; url2?: string | null }>;
  /** Ends the member's session at the vendor (our side already refuses its token for new bets). */
  logout(ctx: { vendor: VendorRow; account: string }): Promise<void>;
  listGames(vendor: VendorRow): Promise<CatalogueEntry[]>;
}

/** Spec 001 §9: some vendors have no Indonesian; they get English. */
export function vendorLanguage(vendorCode: string, language: string): string {
  return language === 'ID' && (ID_TO_EN_VENDORS as readonly string[]).includes(vendorCode) ? 'EN' : language;
}

export class UrlAdapter implements VendorAdapter {
  walletMode(vendor: VendorRow): WalletMode {
    return vendor.walletMode === 'transfer' ? 'transfer' : 'seamless';
  }

  private url(ctx: LaunchContext, mode: 'real' | 'trial'): string {
    const params = new URLSearchParams({
      token: ctx.token,
      game: ctx.game?.roomId ?? 'lobby',
      lang: vendorLanguage(ctx.vendor.code, ctx.language),
      currency: ctx.currency,
      platform: ctx.platform,
      mode,
    });
    const sep = ctx.vendor.launchUrl.includes('?') ? '&' : '?';
    return `${ctx.vendor.launchUrl}${sep}${params}`;
  }

  async launch(ctx: LaunchContext) {
    return { url: this.url(ctx, 'real') };
  }

  async launchTrial(ctx: LaunchContext) {
    return { url: this.url(ctx, 'trial') };
  }

  async logout(): Promise<void> {}

  async listGames(): Promise<CatalogueEntry[]> {
    return [];
  }
}
