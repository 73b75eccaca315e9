/**
 * The SMS code button of spec 000 §4: ready → loading ("please wait") → countdown of
 * expiredMinutes × 60 s (disabled) → ready. A failed request returns to ready; switching the
 * login type resets it.
 */
export type SmsButtonState = { status: 'ready' } | { status: 'loading' } | { status: 'countdown'; remaining: number };

export type SmsButtonEvent =
  | { type: 'request' }
  | { type: 'sent'; expiredMinutes: number }
  | { type: 'failed' }
  | { type: 'tick' }
  | { type: 'reset' };

export const SMS_READY: SmsButtonState = { status: 'ready' };

export function smsButtonReducer(state: SmsButtonState, event: SmsButtonEvent): SmsButtonState {
  switch (event.type) {
    case 'request':
      // Only a ready button can send: a double click or a click during the countdown does nothing.
      return state.status === 'ready' ? { status: 'loading' } : state;
    case 'sent': {
      if (state.status !== 'loading') return state;
      const seconds = Math.max(0, Math.floor(event.expiredMinutes * 60));
      return seconds > 0 ? { status: 'countdown', remaining: seconds } : SMS_READY;
    }
    case 'failed':
      return state.status === 'loading' ? SMS_READY : state;
    case 'tick':
      if (state.status !== 'countdown') return state;
      return state.remaining > 1 ? { status: 'countdown', remaining: state.remaining - 1 } : SMS_READY;
    case 'reset':
      return SMS_READY;
  }
}

/** Whether the button can be pressed. */
export const smsButtonEnabled = (state: SmsButtonState) => state.status === 'ready';
