import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMS_READY, type SmsButtonEvent, type SmsButtonState, smsButtonEnabled, smsButtonReducer } from '../hooks/sms-button-machine';

const run = (events: SmsButtonEvent[], from: SmsButtonState = SMS_READY) => events.reduce(smsButtonReducer, from);
const ticks = (n: number): SmsButtonEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('SMS code button', () => {
  it('goes ready → loading → countdown of expiredMinutes × 60 s → ready', () => {
    const loading = run([{ type: 'request' }]);
    expect(loading).toEqual({ status: 'loading' });
    expect(smsButtonEnabled(loading)).toBe(false);
    const counting = smsButtonReducer(loading, { type: 'sent', expiredMinutes: 5 });
    expect(counting).toEqual({ status: 'countdown', remaining: 300 });
    expect(smsButtonEnabled(counting)).toBe(false);
    expect(run(ticks(299), counting)).toEqual({ status: 'countdown', remaining: 1 });
    expect(run(ticks(300), counting)).toEqual(SMS_READY);
  });

  it('returns to ready when the request fails (the warning is shown by the caller)', () => {
    expect(run([{ type: 'request' }, { type: 'failed' }])).toEqual(SMS_READY);
  });

  it('ignores clicks while loading or counting down', () => {
    const counting = run([{ type: 'request' }, { type: 'sent', expiredMinutes: 1 }]);
    expect(smsButtonReducer(counting, { type: 'request' })).toBe(counting);
    const loading = run([{ type: 'request' }]);
    expect(smsButtonReducer(loading, { type: 'request' })).toBe(loading);
  });

  it('ignores a late answer once reset (login type switched)', () => {
    const reset = run([{ type: 'request' }, { type: 'reset' }]);
    expect(reset).toEqual(SMS_READY);
    expect(smsButtonReducer(reset, { type: 'sent', expiredMinutes: 5 })).toEqual(SMS_READY);
  });

  it('reset always yields ready; the countdown never goes below one second', () => {
    const event = fc.oneof(
      fc.constant<SmsButtonEvent>({ type: 'request' }),
      fc.integer({ min: 0, max: 60 }).map<SmsButtonEvent>((m) => ({ type: 'sent', expiredMinutes: m })),
      fc.constant<SmsButtonEvent>({ type: 'failed' }),
      fc.constant<SmsButtonEvent>({ type: 'tick' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        const state = run(events);
        if (state.status === 'countdown') expect(state.remaining).toBeGreaterThanOrEqual(1);
        expect(smsButtonReducer(state, { type: 'reset' })).toEqual(SMS_READY);
      }),
    );
  });
});
