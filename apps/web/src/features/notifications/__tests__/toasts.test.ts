import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { type ToastContext, toastLimit, toastText } from '../hooks/toasts';

const ctx: ToastContext = {
  t: ((key: string, vars?: Record<string, string>) => `${key}${vars ? JSON.stringify(vars) : ''}`) as unknown as TFunction<'notifications'>,
  formatAmount: (a) => `¥${a}`,
  formatTime: (iso) => `at ${iso}`,
};

describe('toastLimit', () => {
  it('is max(2, floor(height / 94) - 1)', () => {
    expect(toastLimit(100)).toBe(2);
    expect(toastLimit(844)).toBe(7);
    expect(toastLimit(900)).toBe(8);
  });
});

describe('toastText', () => {
  it('shows deposits with amount and time, and rejects with remarks', () => {
    const ok = toastText({ type: 'DEPOSIT', data: { id: 1, time: 'T', amount: '250.50', success: true } }, ctx);
    expect(ok?.message).toBe('notifications:deposit.success{"amount":"¥250.50","time":"at T"}');
    const rejected = toastText({ type: 'WITHDRAW', data: { id: 2, time: 'T', amount: '10', success: false, remarks: 'bad card' } }, ctx);
    expect(rejected?.title).toBe('notifications:withdraw.rejectedTitle');
    expect(rejected?.message).toContain('"remarks":"bad card"');
  });

  it("words an operator's KYC decision: approved, or what to do with the operator's reason", () => {
    expect(toastText({ type: 'KYC', data: { id: 7, time: 'T', success: true, remarks: '' } }, ctx)).toMatchObject({
      title: 'notifications:kyc.approvedTitle',
      color: 'green',
    });
    const more = toastText({ type: 'KYC', data: { id: 8, time: 'T', success: false, remarks: 'Send a bank statement' } }, ctx);
    expect(more?.message).toBe('notifications:kyc.actionWithRemarks{"remarks":"Send a bank statement"}');
  });

  it('has nothing to show for a bare balance change', () => {
    expect(toastText({ type: 'BALANCE', data: { id: 3, time: 'T' } }, ctx)).toBeNull();
    // chat shows its news in its own badge and window
    expect(toastText({ type: 'CHAT', data: { id: 4, time: 'T', title: 'Mia', message: 'Hi' } }, ctx)).toBeNull();
    expect(toastText({ type: 'CHAT_READ', data: { id: 5, time: 'T' } }, ctx)).toBeNull();
    expect(toastText({ type: 'PROMOTION', data: { id: 4, time: 'T', title: 'Bonus' } }, ctx)?.title).toBe('Bonus');
  });

  // Issue 29: a claim's notice read the base title whatever language the member used.
  it("titles a promotion notice in the site's language, else the merchant default's title", () => {
    const data = { id: 6, time: 'T', title: '首存红利', titles: { CN: '首存红利', EN: 'First deposit bonus' } };
    expect(toastText({ type: 'PROMOTION', data }, { ...ctx, language: 'EN' })?.title).toBe('First deposit bonus');
    expect(toastText({ type: 'PROMOTION', data }, { ...ctx, language: 'TH' })?.title).toBe('首存红利');
  });
});
