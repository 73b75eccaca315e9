import { PROMOTION_ERRORS, REWARD_IMAGE_MAX_BYTES, REWARD_IMAGES_MAX } from '@arcadia/contract/promotions';
import sharp from 'sharp';
import { AppError } from '../../platform/http/app-error.js';
import type { StoredImage } from './promotions.repository.js';

/** Far above any phone photo: more is a decompression bomb, not a screenshot of a deposit. */
const PIXEL_LIMIT = 60_000_000;

const payloadOf = (picture: string): Buffer => {
  const prefix = /^data:[\w/+.-]*;base64,/.exec(picture);
  const base64 = (prefix ? picture.slice(prefix[0].length) : picture).replace(/\s+/g, '');
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError(PROMOTION_ERRORS.imageType);
  return Buffer.from(base64, 'base64');
};

/**
 * Spec 001 §5: at most 3 pictures, each a real jpg/png (by content, never by name) of at most
 * 5 MB. Every picture is checked before any is kept, and each is re-encoded so what is stored
 * carries no metadata (location, device) and nothing appended after the image.
 */
export async function checkPictures(pictures: string[]): Promise<StoredImage[]> {
  if (pictures.length > REWARD_IMAGES_MAX) throw new AppError(PROMOTION_ERRORS.tooManyImages, 200, { max: REWARD_IMAGES_MAX });
  const buffers = pictures.map(payloadOf);
  if (buffers.some((b) => b.length > REWARD_IMAGE_MAX_BYTES)) throw new AppError(PROMOTION_ERRORS.imageTooLarge, 200, { max: '5 MB' });
  const out: StoredImage[] = [];
  for (const input of buffers) {
    let format: string | undefined;
    try {
      format = (await sharp(input, { limitInputPixels: PIXEL_LIMIT }).metadata()).format;
    } catch {
      format = undefined;
    }
    if (format !== 'jpeg' && format !== 'png') throw new AppError(PROMOTION_ERRORS.imageType);
    try {
      // rotate() applies the EXIF orientation before the metadata carrying it is dropped.
      const image = sharp(input, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' }).rotate();
      const bytes = format === 'png' ? await image.png({ compressionLevel: 9 }).toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
      out.push({ mime: format === 'png' ? 'image/png' : 'image/jpeg', bytes });
    } catch {
      // truncated or corrupt: sharp read the header but not the pixels
      throw new AppError(PROMOTION_ERRORS.imageType);
    }
  }
  return out;
}
