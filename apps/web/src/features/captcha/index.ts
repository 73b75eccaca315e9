/** Public API of the captcha feature (image captcha). */
import { lazy } from 'react';

export const CaptchaField = lazy(() => import('./components/CaptchaField'));
export { captchaDataUrl, getCaptcha } from './api/get-captcha';
export { createRefreshGate } from './hooks/refresh-gate';
