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
