import { useEffect, useRef, useState } from 'react';
import { DOWNLOAD_QR, drawQr } from './qr';

/** A QR code of `text`; the merchant's logo is drawn in the middle once it has loaded. */
export function QrCode({ text, label, logoUrl }: { text: string; label: string; logoUrl?: string | null }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [logo, setLogo] = useState<HTMLImageElement | null>(null);

  useEffect(() => {
    if (!logoUrl) return;
    const img = new Image();
    // Without CORS a foreign logo would taint the canvas; it then fails to load and the code stays plain.
    img.crossOrigin = 'anonymous';
    img.onload = () => setLogo(img);
    img.src = logoUrl;
  }, [logoUrl]);

  useEffect(() => {
    if (canvas.current) drawQr(canvas.current, text, { ...DOWNLOAD_QR, logo });
  }, [text, logo]);

  return <canvas ref={canvas} role="img" aria-label={label} data-qr-text={text} data-testid="download-qr" />;
}
