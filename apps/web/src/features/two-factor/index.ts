/** Public API of the two-factor feature: the login modal and the security-centre controls. */
import { lazy } from 'react';

export const TwoFactorModal = lazy(() => import('./components/TwoFactorModal'));
/** Enrol and remove second factors; the security centre places it (also at /member/two-factor). */
export const TwoFactorSettings = lazy(() => import('./components/TwoFactorSettings'));
export { loginVerification, type TwoFactorSubmit } from './api/login-verification';
export { getSecurityConfig, securityConfigQuery, twoFactorKeys, useSecurityConfig } from './api/security-config';
export { sendLoginCode } from './api/send-login-code';
