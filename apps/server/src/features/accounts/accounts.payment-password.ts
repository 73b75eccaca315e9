import type { Whitelabel } from '@arcadia/contract/system';
import { AppError } from '../../platform/http/app-error.js';
import type { AccountsService } from './accounts.service.js';

/**
 * The one place that knows whether a merchant asks for a payment password (PAYMENTPASS3) and what
 * a money path does about it. Every path that lets money leave a member (withdrawal request,
 * transfer to the upline, transfers and rains to the downline, points redeem and convert) asks
 * this policy, so switching the rule changes it everywhere at once (docs/adr/048).
 */
export class PaymentPasswordPolicy {
  constructor(
    private readonly accounts: Pick<AccountsService, 'verifyPaymentPassword' | 'get' | 'authenticate'>,
    private readonly flags: (merchantId: number) => Promise<Whitelabel>,
  ) {}

  /** Whether the merchant asks for a payment password (the pages show the field and its settings). */
  async required(merchantId: number): Promise<boolean> {
    return (await this.flags(merchantId)).PAYMENTPASS3 === true;
  }

  /** Money paths whose rule is "the payment password, or nothing when the merchant asks for none". */
  async check(merchantId: number, memberId: number, value: string | undefined): Promise<void> {
    if (await this.required(merchantId)) await this.accounts.verifyPaymentPassword(merchantId, memberId, value ?? '');
  }

  /**
   * Points redeem and convert: without payment passwords the login password stands in (docs/adr/017),
   * refused with the caller's own code so the member reads the points page's message.
   */
  async checkOrLoginPassword(merchantId: number, memberId: number, value: string, refusal: string): Promise<void> {
    if (await this.required(merchantId)) return this.accounts.verifyPaymentPassword(merchantId, memberId, value);
    const row = await this.accounts.get(merchantId, memberId);
    if (!(await this.accounts.authenticate(merchantId, { account: row.account }, value)).ok) throw new AppError(refusal);
  }
}
