/** Public API of the captcha feature (image captcha). */
export { captchaDataUrl, getCaptcha } from './api/get-captcha';
export { CaptchaField } from './components/CaptchaField';
export { createRefreshGate } from './hooks/refresh-gate';
