import { randomBytes } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { REFERRAL_ERRORS, type Referral, type ReferralSettings } from '@arcadia/contract/referral';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RuleGate } from '../finance/index.js';
import type { WalletTx } from '../wallet/index.js';
import type { ReferralRepository } from './referral.repository.js';

export type ReferralPorts = {
  prepare(merchantId: number): Promise<void>;
  /** Pays the referrer inside the marking transaction, keyed by the referred member. */
  credit(req: { tx: WalletTx; merchantId: number; memberId: number; amount: string; key: string }): Promise<{ transactionId: number }>;
  accountOf(merchantId: number, memberId: number): Promise<string>;
  /**
   * Finance's two-person gate (ADR 045): null saves at once, as always; otherwise the new terms wait
   * for a second operator (the approval's id and state).
   */
  payoutGate: RuleGate;
};

export const DEFAULT_REFERRAL: ReferralSettings = { enabled: true, reward: '18', minDeposit: '0' };

const four = (v: Big.BigSource) => new Big(v).toFixed(4);
/** Codes avoid 0/O and 1/I so they survive being read aloud or typed from a screenshot. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => `R${Array.from(randomBytes(7), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
/** The referrer sees who joined, not a login name others could try passwords on. */
export const maskAccount = (a: string) => (a.length <= 3 ? `${a[0] ?? ''}**` : `${a.slice(0, 2)}***${a.slice(-2)}`);

export class ReferralService {
  constructor(
    private readonly repo: ReferralRepository,
    private readonly clock: Clock,
    private readonly ports: ReferralPorts,
  ) {}

  async settings(merchantId: number): Promise<ReferralSettings> {
    const r = await this.repo.settings(merchantId);
    return r ? { enabled: r.enabled, reward: four(r.reward), minDeposit: four(r.minDeposit) } : DEFAULT_REFERRAL;
  }

  /**
   * The reward is paid to every referrer whose referred member deposits: terms that raise what one
   * referral pays (a larger reward, or switching a reward on) above the merchant's threshold wait
   * for a second operator (ADR 045), who saves them through `saveApproved`. Anything else applies at once.
   */
  async setSettings(
    merchantId: number,
    s: ReferralSettings,
    actor: { name: string; operatorId: number | null },
  ): Promise<ReferralSettings | { pending: boolean; approvalId: number }> {
    const paid = (x: ReferralSettings) => (x.enabled ? new Big(x.reward) : new Big(0));
    const raises = paid(s).gt(paid(await this.settings(merchantId)));
    const gate = await this.ports.payoutGate({
      merchantId,
      amount: raises ? four(s.reward) : '0',
      unit: 'money',
      reference: 'referral-settings',
      reason: `Referral reward ${new Big(s.reward).toString()} (${s.enabled ? 'on' : 'off'}), first deposit from ${new Big(s.minDeposit).toString()}`,
      payload: s,
      actor,
    });
    if (gate) return { pending: gate.status === 'pending', approvalId: gate.approvalId };
    await this.repo.putSettings({ merchantId, ...s });
    return this.settings(merchantId);
  }

  /** Finance's executor for approved `referral_settings`: saves them in the approval's transaction (nothing is paid yet). */
  async saveApproved(tx: WalletTx, merchantId: number, payload: unknown) {
    await this.repo.putSettings({ merchantId, ...(payload as ReferralSettings) }, tx);
    return { transactionId: null };
  }

  /** The member's code, made on first request (a taken code is simply drawn again). */
  async code(merchantId: number, memberId: number): Promise<string> {
    for (;;) {
      const existing = await this.repo.codeOf(merchantId, memberId);
      if (existing) return existing;
      await this.repo.addCode(merchantId, memberId, newCode(), this.clock.now());
    }
  }

  async page(merchantId: number, memberId: number): Promise<Referral> {
    const s = await this.settings(merchantId);
    if (!s.enabled) throw new AppError(REFERRAL_ERRORS.disabled, 403);
    const [code, links, total] = await Promise.all([
      this.code(merchantId, memberId),
      this.repo.links(merchantId, memberId),
      this.repo.totalReward(merchantId, memberId),
    ]);
    const members = await Promise.all(
      links.map(async (l) => ({
        account: maskAccount(await this.ports.accountOf(merchantId, l.referredId)),
        joinedAt: l.createdAt.toISOString(),
        rewarded: l.rewardedAt !== null,
        reward: l.reward === null ? null : four(l.reward),
      })),
    );
    return { enabled: true, code, reward: s.reward, minDeposit: s.minDeposit, totalReward: four(total), members };
  }

  /** A new member registered with a referral code: remember who brought them (unknown codes and oneself are ignored). */
  async registered(merchantId: number, memberId: number, referralCode: string | null): Promise<void> {
    if (!referralCode) return;
    const referrerId = await this.repo.ownerOf(merchantId, referralCode.trim());
    if (referrerId === null || referrerId === memberId) return;
    await this.repo.link({ merchantId, referrerId, referredId: memberId, createdAt: this.clock.now() });
  }

  /**
   * A deposit was approved. The referred member's first deposit of at least `minDeposit` pays the
   * referrer once: the conditional update marks the link and the credit (key `referral:<referred>`)
   * commits with it; a replayed or concurrent deposit finds the link marked and pays nothing.
   */
  async deposited(event: { merchantId: number; memberId: number; amount: string }): Promise<boolean> {
    const s = await this.settings(event.merchantId);
    if (!s.enabled || new Big(s.reward).lte(0) || new Big(event.amount).lt(s.minDeposit)) return false;
    await this.ports.prepare(event.merchantId);
    return this.repo.transaction(async (tx) => {
      const link = await this.repo.markRewarded(tx, event.merchantId, event.memberId, s.reward, this.clock.now());
      if (!link) return false;
      const { transactionId } = await this.ports.credit({
        tx,
        merchantId: event.merchantId,
        memberId: link.referrerId,
        amount: s.reward,
        key: `referral:${event.memberId}`,
      });
      await this.repo.paid(tx, link.id, transactionId);
      return true;
    });
  }
}
