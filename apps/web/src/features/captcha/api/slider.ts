import { type PuzzleAnswer, sliderInitSchema, sliderV3ResultSchema } from '@arcadia/contract/captcha/slider';
import { apiGet, apiSend } from '../../../lib/api-client';

/** GET /wps/captcha/geetest?t=: a new slider bound to this browser's Device-Id. */
export const getSlider = (signal?: AbortSignal) =>
  apiGet(`/wps/captcha/geetest?t=${Date.now()}`, sliderInitSchema, { signal, background: true });

/** POST /wps/captcha/geetest/verify: the puzzle's drag; a pass in Geetest v3's shape. */
export const verifyPuzzle = (answer: PuzzleAnswer) =>
  apiSend('POST', '/wps/captcha/geetest/verify', sliderV3ResultSchema, { body: answer, background: true });
