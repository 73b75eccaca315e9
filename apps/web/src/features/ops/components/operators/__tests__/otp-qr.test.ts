import jsQR from 'jsqr';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OtpQr } from '../OtpQr';
import { qrPath } from '../otp-qr';

const URI =
  'otpauth://totp/Arcadia%20demo:ops-new?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Arcadia%20demo&algorithm=SHA1&digits=6&period=30';

/** Paints the path's unit squares into RGBA pixels (4 px a module) so a real decoder can read it. */
function rasterise(text: string) {
  const { side, d } = qrPath(text);
  const scale = 4;
  const px = side * scale;
  const data = new Uint8ClampedArray(px * px * 4).fill(255);
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const i = ((Number(y) * scale + dy) * px + Number(x) * scale + dx) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
  }
  return { data, px };
}

describe('the TOTP QR code', () => {
  it('decodes to exactly the otpauth link', () => {
    const { data, px } = rasterise(URI);
    expect(jsQR(data, px, px)?.data).toBe(URI);
  });

  it('renders a named image for a link and nothing without one', () => {
    const html = renderToStaticMarkup(createElement(OtpQr, { uri: URI, label: 'QR code of the key' }));
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="QR code of the key"');
    expect(html).toContain('<path d="M');
    expect(renderToStaticMarkup(createElement(OtpQr, { uri: '', label: 'QR code of the key' }))).toBe('');
  });
});
