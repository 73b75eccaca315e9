/** Public API of the verification feature (SMS codes). */
import { lazy } from 'react';

export const SmsCodeButton = lazy(() => import('./components/SmsCodeButton'));
export { sendLoginCode, useSendLoginCode } from './api/send-login-code';
export { SMS_READY, type SmsButtonEvent, type SmsButtonState, smsButtonEnabled, smsButtonReducer } from './hooks/sms-button-machine';
