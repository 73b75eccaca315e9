import { describe, expect, it } from 'vitest';
import { checkRewardCentre, rewardCentreForm } from '../rules-form';

/** The reward-centre rules page (ADR 045) checks what the operator typed with the contract's own schema before sending it. */
describe('the reward-centre rules form', () => {
  it('checks the reward-centre rules: each sign-in day, the rescue rate in percent, a known time zone', () => {
    const form = rewardCentreForm({
      timezone: 'Asia/Shanghai',
      signIn: { enabled: true, amounts: ['1.0000', '2.5000'] },
      newbie: { firstDeposit: { enabled: true, amount: '8' }, firstBet: { enabled: false, amount: '3' } },
      rescue: { enabled: true, period: 'DAY', threshold: '100', rate: '0.05', maxBonus: '888' },
    });
    expect(form).toMatchObject({ signInAmounts: ['1', '2.5'], rescueRate: '5' });
    const ok = checkRewardCentre({ ...form, rescueRate: '7.5' });
    expect(ok.ok && ok.value.rescue.rate).toBe('0.075000');
    expect(checkRewardCentre({ ...form, signInAmounts: ['1', 'x'], rescueRate: '120', timezone: 'Mars/Olympus' })).toEqual({
      ok: false,
      errors: { 'signIn.amounts.1': 'errors.amount_invalid', 'rescue.rate': 'errors.rate_invalid', timezone: 'errors.timezone_invalid' },
    });
  });
});
