import { PAYMENT_CONFIRMATION_ERRORS, PROOF_MAX_BYTES } from '@arcadia/contract/payment-confirmation';
import sharp from 'sharp';
import { AppError } from '../../platform/http/app-error.js';

/** A phone photo is ~12-50 Mpx; anything far above is a decompression bomb, not a receipt. */
const MAX_PIXELS = 60_000_000;

export type Proof = { mime: 'image/png' | 'image/jpeg'; width: number; height: number; bytes: Buffer };

/**
 * Checks the proof of non-receipt by its content, never its name or declared type (spec 001 §5:
 * jpg/jpeg/png, at most 5 MB), and re-encodes it so what is stored carries no metadata (location,
 * device) and no bytes smuggled after the image.
 */
export async function normaliseProof(text: string): Promise<Proof> {
  const dataUrl = /^data:[\w/+.-]*;base64,/.exec(text);
  const base64 = (dataUrl ? text.slice(dataUrl[0].length) : text).replace(/\s+/g, '');
  if (!base64) throw new AppError(PAYMENT_CONFIRMATION_ERRORS.proofRequired);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError(PAYMENT_CONFIRMATION_ERRORS.proofType);
  const input = Buffer.from(base64, 'base64');
  if (input.length > PROOF_MAX_BYTES) throw new AppError(PAYMENT_CONFIRMATION_ERRORS.proofTooLarge, 200, { max: '5 MB' });
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
    if (meta.format !== 'jpeg' && meta.format !== 'png') throw new AppError(PAYMENT_CONFIRMATION_ERRORS.proofType);
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
    throw new AppError(PAYMENT_CONFIRMATION_ERRORS.proofType);
  }
}
