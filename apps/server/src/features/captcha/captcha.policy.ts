import { CAPTCHA_ERRORS, type SliderFields, sliderResultFromCaptcha, sliderResultOf } from '@arcadia/contract/captcha/slider';
import { AppError } from '../../platform/http/app-error.js';
import type { CaptchaService } from './captcha.service.js';
import type { SliderService } from './slider.service.js';

/**
 * Which captcha a request must pass, decided in one place (ADR 048): GEETEST3 puts the slider in
 * place of the image on login and registration (their `captcha` string then carries the slider's
 * fields as JSON); GEETESTVCODE3 asks the slider before an SMS code is sent. Feedback keeps the image.
 */
export class CaptchaPolicy {
  constructor(
    private readonly image: CaptchaService,
    private readonly slider: SliderService,
  ) {}

  /** The port session and registration call as `captcha.verify`. */
  readonly signIn = {
    verify: async (merchantId: number, clientKey: string, answer: string | undefined): Promise<boolean> =>
      (await this.slider.switches(merchantId)).GEETEST3
        ? this.slider.check(merchantId, clientKey, sliderResultFromCaptcha(answer))
        : this.image.verify(merchantId, clientKey, answer),
  };

  /** Before an SMS code is sent: with GEETESTVCODE3 on, a passed slider or verify_first. */
  async beforeSms(merchantId: number, clientKey: string, fields: SliderFields): Promise<void> {
    if (!(await this.slider.switches(merchantId)).GEETESTVCODE3) return;
    if (!(await this.slider.check(merchantId, clientKey, sliderResultOf(fields)))) throw new AppError(CAPTCHA_ERRORS.verifyFirst);
  }
}
