import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { renderImageCaptcha } from './captcha.render.js';

export { fixedTextCaptcha } from './captcha.render.js';

import { CaptchaRepository } from './captcha.repository.js';
import { type CaptchaRenderer, CaptchaService } from './captcha.service.js';

export { captchaRoutes } from './captcha.routes.js';
export type { CaptchaRenderer, CaptchaService };

export function createCaptchaFeature(db: Db, clock: Clock, render: CaptchaRenderer = renderImageCaptcha) {
  return { service: new CaptchaService(new CaptchaRepository(db), clock, render) };
}
