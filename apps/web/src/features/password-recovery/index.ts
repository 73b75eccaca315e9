/** Public API of the password-recovery feature (forgot password by e-mail or SMS, the reset page). */
import { lazy } from 'react';

export const ForgotPasswordPanel = lazy(() => import('./components/ForgotPasswordPanel'));
export const ResetPasswordPanel = lazy(() => import('./components/ResetPasswordPanel'));
export { requestResetEmail } from './api/request-reset-email';
export { requestResetSms } from './api/request-reset-sms';
export { resetByLink } from './api/reset-by-link';
export { resetBySms } from './api/reset-by-sms';
