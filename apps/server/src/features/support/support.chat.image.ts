import { CHAT_ERRORS, CHAT_IMAGE_MAX_BYTES } from '@arcadia/contract/support';
import sharp from 'sharp';
import { AppError } from '../../platform/http/app-error.js';

/** A phone photo is ~12-50 Mpx; far above that is a decompression bomb, not a screenshot. */
const MAX_PIXELS = 50_000_000;
const PREFIX = /^data:image\/[\w.+-]+;base64,/;

/**
 * A chat image is judged by its bytes, never its declared type: sharp must decode it as JPEG or
 * PNG (spec 001 §9, at most 5 MB). It is re-encoded so no metadata (location, device) or trailing
 * bytes reach the operator, and it is scaled down to what a chat window can show.
 */
export async function checkedChatImage(text: string): Promise<{ bytes: Buffer; mime: 'image/png' | 'image/jpeg' }> {
  const prefix = PREFIX.exec(text);
  const base64 = text.slice(prefix?.[0].length ?? 0).replace(/\s+/g, '');
  if (!prefix || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError(CHAT_ERRORS.imageType);
  const input = Buffer.from(base64, 'base64');
  if (input.length > CHAT_IMAGE_MAX_BYTES) throw new AppError(CHAT_ERRORS.imageTooLarge);
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw new AppError(CHAT_ERRORS.imageType);
  }
  if (format !== 'jpeg' && format !== 'png') throw new AppError(CHAT_ERRORS.imageType);
  try {
    const resized = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true });
    const bytes = format === 'png' ? await resized.png({ compressionLevel: 9 }).toBuffer() : await resized.jpeg({ quality: 82 }).toBuffer();
    return { bytes, mime: format === 'png' ? 'image/png' : 'image/jpeg' };
  } catch {
    // A valid header over a broken body.
    throw new AppError(CHAT_ERRORS.imageType);
  }
}
