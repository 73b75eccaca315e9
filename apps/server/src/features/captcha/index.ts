import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { renderImageCaptcha } from './captcha.render.js';

export { fixedTextCaptcha } from './captcha.render.js';

import { CaptchaPolicy } from './captcha.policy.js';
import { CaptchaRepository } from './captcha.repository.js';
import { type CaptchaRenderer, CaptchaService } from './captcha.service.js';
import { GeetestClient, type GeetestConfig } from './geetest.client.js';
import { type PuzzleRenderer, renderPuzzle } from './puzzle.render.js';
import { SliderRepository } from './slider.repository.js';
import { type SliderPorts, SliderService } from './slider.service.js';

export { captchaMessages } from './captcha.messages.js';
export { captchaRoutes } from './captcha.routes.js';
export type { GeetestConfig } from './geetest.client.js';
export type { CaptchaPolicy, CaptchaRenderer, CaptchaService, PuzzleRenderer, SliderService };

export type CaptchaFeatureOptions = {
  render?: CaptchaRenderer | undefined;
  puzzle?: PuzzleRenderer | undefined;
  /** The server's Geetest account; without it the slider is Arcadia's puzzle. */
  geetest?: GeetestConfig | undefined;
};

export function createCaptchaFeature(db: Db, clock: Clock, ports: SliderPorts, opts: CaptchaFeatureOptions = {}) {
  const service = new CaptchaService(new CaptchaRepository(db), clock, opts.render ?? renderImageCaptcha);
  const geetest = opts.geetest ? new GeetestClient(opts.geetest) : null;
  const slider = new SliderService(
    new SliderRepository(db),
    clock,
    ports,
    opts.puzzle ?? renderPuzzle,
    geetest,
    opts.geetest?.version ?? null,
  );
  return { service, slider, policy: new CaptchaPolicy(service, slider) };
}
