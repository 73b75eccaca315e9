import { FEEDBACK_ERRORS, FEEDBACK_IMAGE_MAX_BYTES } from '@arcadia/contract/feedback';
import sharp from 'sharp';
import { AppError } from '../../platform/http/app-error.js';

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/;
const MAX_PIXELS = 40_000_000;

/**
 * Checks an uploaded image by its content, never its name: sharp must decode it as JPEG or PNG.
 * It is re-encoded so metadata (location, camera) is not kept.
 */
export async function checkedImage(dataUrl: string): Promise<{ image: Buffer; mime: 'image/png' | 'image/jpeg' }> {
  const match = DATA_URL.exec(dataUrl);
  if (!match?.[2]) throw new AppError(FEEDBACK_ERRORS.imageType);
  const raw = Buffer.from(match[2], 'base64');
  if (raw.length > FEEDBACK_IMAGE_MAX_BYTES) throw new AppError(FEEDBACK_ERRORS.imageTooLarge);
  let format: string | undefined;
  try {
    format = (await sharp(raw, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw new AppError(FEEDBACK_ERRORS.imageType);
  }
  if (format !== 'png' && format !== 'jpeg') throw new AppError(FEEDBACK_ERRORS.imageType);
  try {
    const pipeline = sharp(raw, { limitInputPixels: MAX_PIXELS }).rotate();
    const image = format === 'png' ? await pipeline.png().toBuffer() : await pipeline.jpeg({ quality: 90 }).toBuffer();
    return { image, mime: format === 'png' ? 'image/png' : 'image/jpeg' };
  } catch {
    // Valid header, broken body.
    throw new AppError(FEEDBACK_ERRORS.imageType);
  }
}
