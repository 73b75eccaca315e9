import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/captcha: a base64 PNG bound to this browser's Device-Id. */
export const getCaptcha = (signal?: AbortSignal) => apiGet('/wps/captcha', z.string(), { signal, background: true });

export const captchaDataUrl = (base64: string) => (base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`);
