import { create } from 'qrcode';

/** Quiet zone around the code, in modules (the QR standard asks for four). */
export const QR_QUIET = 4;

/**
 * The dark modules of a QR code of `text` as one SVG path, and the code's side in modules with the
 * quiet zone. Medium error correction: an authenticator scans it off a screen, nothing covers it.
 * (The mirrors page's canvas helper is another feature's, and web features do not import each other;
 * this uses the same `qrcode` package.)
 */
export function qrPath(text: string): { side: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (modules.get(r, c)) d += `M${c + QR_QUIET} ${r + QR_QUIET}h1v1h-1z`;
  return { side: n + 2 * QR_QUIET, d };
}
