import { describe, expect, it } from 'vitest';
import { checkReferral, referralForm } from '../terms-form';

/** The referral terms page (ADR 045) checks what the operator typed with the contract's own schema before sending it. */
describe('the referral terms form', () => {
  it('checks referral amounts with the contract (4 decimals, not negative, not empty)', () => {
    const form = referralForm({ enabled: true, reward: '50.0000', minDeposit: '100.5000' });
    expect(form).toEqual({ enabled: true, reward: '50', minDeposit: '100.5' });
    expect(checkReferral({ ...form, reward: ' 75.25 ' })).toEqual({
      ok: true,
      value: { enabled: true, reward: '75.25', minDeposit: '100.5' },
    });
    expect(checkReferral({ ...form, reward: '-1', minDeposit: '' })).toEqual({
      ok: false,
      errors: { reward: 'errors.amount_invalid', minDeposit: 'errors.amount_invalid' },
    });
  });
});
