import { CAPTCHA_LENGTH } from '@arcadia/contract/captcha';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { CaptchaRenderer } from './captcha.service.js';

/** svg-captcha draws glyphs as paths (no fonts needed); sharp turns it into a PNG. */
export const renderImageCaptcha: CaptchaRenderer = async () => {
  const { text, data } = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    noise: 2,
    color: true,
    background: '#f4f5f7',
    ignoreChars: '0oO1iIlL',
    width: 120,
    height: 40,
  });
  const png = await sharp(Buffer.from(data)).png({ compressionLevel: 9 }).toBuffer();
  return { text, png };
};

/** End-to-end tests: a real image of a known text (config E2E_CAPTCHA_TEXT). */
export function fixedTextCaptcha(text: string): CaptchaRenderer {
  return async () => {
    // The module itself draws a given text; its typings only declare the random variants.
    const draw = svgCaptcha as unknown as (t: string, o: object) => string;
    const svg = draw(text, { noise: 1, color: true, background: '#f4f5f7', width: 120, height: 40 });
    return { text, png: await sharp(Buffer.from(svg)).png().toBuffer() };
  };
}
