import { FIRST_LOGIN_ITEMS, type FirstLogin, type FirstLoginItem } from '@arcadia/contract/profile/first-login';
import type { RegisterRule } from '@arcadia/contract/system';

export type FirstLoginPorts = {
  /** The member as the welcome needs it: when they first signed in, whether they closed it, what they filled. */
  welcomeOf(
    merchantId: number,
    memberId: number,
  ): Promise<{ account: string; firstLoginAt: Date | null; dismissedAt: Date | null; filled: (item: FirstLoginItem) => boolean }>;
  rules(merchantId: number): Promise<readonly RegisterRule[]>;
  dismiss(merchantId: number, memberId: number): Promise<void>;
};

/**
 * The first-login welcome (docs/adr/058). Registration already enforces required fields, so what is
 * missing comes from members who registered another way (social auto-register, an operator, an
 * import) or before a rule was made required: the welcome asks for exactly those, once.
 */
export class FirstLoginWelcome {
  constructor(private readonly ports: FirstLoginPorts) {}

  async get(merchantId: number, memberId: number): Promise<FirstLogin> {
    const [m, rules] = await Promise.all([this.ports.welcomeOf(merchantId, memberId), this.ports.rules(merchantId)]);
    const required = new Set(rules.filter((r) => r.enabled && r.required).map((r) => r.key));
    const missing = FIRST_LOGIN_ITEMS.filter((item) => required.has(item) && !m.filled(item));
    // Nothing to ask for, nothing to show: a greeting alone would be one more popup to close.
    return { show: m.firstLoginAt !== null && m.dismissedAt === null && missing.length > 0, account: m.account, missing };
  }

  dismiss(merchantId: number, memberId: number): Promise<void> {
    return this.ports.dismiss(merchantId, memberId);
  }
}
