/** Public API of the verification feature (SMS codes). */
export { sendLoginCode, useSendLoginCode } from './api/send-login-code';
export { SmsCodeButton } from './components/SmsCodeButton';
export { SMS_READY, type SmsButtonEvent, type SmsButtonState, smsButtonEnabled, smsButtonReducer } from './hooks/sms-button-machine';
