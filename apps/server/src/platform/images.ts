import sharp from 'sharp';
import { AppError } from './http/app-error.js';

/** A phone photo is ~12-50 Mpx; anything far above is a decompression bomb, not a document. */
const MAX_PIXELS = 60_000_000;

export type CheckedImage = { mime: 'image/png' | 'image/jpeg'; width: number; height: number; bytes: Buffer };
/** The error codes of the feature that asked, so the member reads its own wording. */
export type ImageErrors = { required: string; type: string; tooLarge: string };

/**
 * Checks an uploaded image by its content, never its name or declared type: sharp must decode it
 * as JPEG or PNG within the size and pixel limits. It is re-encoded so what is stored carries no
 * metadata (location, device) and no bytes smuggled after the image. Shared by the payment proof
 * (spec 001 §5) and the KYC documents.
 */
export async function normaliseImage(text: string, errors: ImageErrors, maxBytes: number): Promise<CheckedImage> {
  const dataUrl = /^data:[\w/+.-]*;base64,/.exec(text);
  const base64 = (dataUrl ? text.slice(dataUrl[0].length) : text).replace(/\s+/g, '');
  if (!base64) throw new AppError(errors.required);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError(errors.type);
  const input = Buffer.from(base64, 'base64');
  if (input.length > maxBytes) throw new AppError(errors.tooLarge, 200, { max: `${Math.round(maxBytes / 1048576)} MB` });
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
    if (meta.format !== 'jpeg' && meta.format !== 'png') throw new AppError(errors.type);
    // rotate() applies the EXIF orientation before the metadata that carries it is dropped.
    const image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const out =
      meta.format === 'png'
        ? await image.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { mime: meta.format === 'png' ? 'image/png' : 'image/jpeg', width: out.info.width, height: out.info.height, bytes: out.data };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // sharp could not decode it: not an image, a truncated one, or too many pixels.
    throw new AppError(errors.type);
  }
}
