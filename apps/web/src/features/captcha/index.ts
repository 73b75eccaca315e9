/** Public API of the captcha feature: the image captcha and the slider (ADR 057), both lazy chunks. */
import { lazy } from 'react';

export const CaptchaField = lazy(() => import('./components/CaptchaField'));
export const SliderCaptcha = lazy(() => import('./components/SliderCaptcha'));
export const SliderCaptchaModal = lazy(() => import('./components/SliderCaptchaModal'));
export { captchaDataUrl, getCaptcha } from './api/get-captcha';
export { createRefreshGate } from './hooks/refresh-gate';
