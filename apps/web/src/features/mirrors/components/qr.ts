import { QR_DEFAULTS } from '@arcadia/contract/mirrors';
import { create } from 'qrcode';

export type QrOptions = { size: number; margin: number; dark: string; light: string; logo?: HTMLImageElement | null; logoScale: number };

/**
 * Draws a QR code into a canvas of `size` CSS pixels with a `margin` in pixels (spec 001 §9),
 * at the screen's pixel ratio (at least 2) so modules stay crisp. With a logo in the middle the
 * code uses the highest error correction, so the covered modules are recovered.
 */
export function drawQr(canvas: HTMLCanvasElement, text: string, opts: QrOptions, ratio = Math.max(2, window.devicePixelRatio || 1)): void {
  const qr = create(text, { errorCorrectionLevel: 'H' });
  const count = qr.modules.size;
  const px = Math.round(opts.size * ratio);
  canvas.width = px;
  canvas.height = px;
  canvas.style.width = `${opts.size}px`;
  canvas.style.height = `${opts.size}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = opts.light;
  ctx.fillRect(0, 0, px, px);
  const margin = opts.margin * ratio;
  const cell = (px - 2 * margin) / count;
  ctx.fillStyle = opts.dark;
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) {
      if (!qr.modules.get(r, c)) continue;
      // Rounded edges so neighbouring modules meet without hairline gaps.
      const x = Math.round(margin + c * cell);
      const y = Math.round(margin + r * cell);
      ctx.fillRect(x, y, Math.round(margin + (c + 1) * cell) - x, Math.round(margin + (r + 1) * cell) - y);
    }
  }
  if (opts.logo?.complete && opts.logo.naturalWidth) {
    const side = px * opts.logoScale;
    const at = (px - side) / 2;
    ctx.fillStyle = opts.light;
    ctx.fillRect(at - ratio * 2, at - ratio * 2, side + ratio * 4, side + ratio * 4);
    ctx.drawImage(opts.logo, at, at, side, side);
  }
}

export const DOWNLOAD_QR: Omit<QrOptions, 'logo'> = {
  size: QR_DEFAULTS.downloadSize,
  margin: QR_DEFAULTS.margin,
  dark: QR_DEFAULTS.dark,
  light: QR_DEFAULTS.light,
  logoScale: QR_DEFAULTS.logoScale,
};
