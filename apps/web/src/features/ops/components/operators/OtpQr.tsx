import { useMemo } from 'react';
import { qrPath } from './otp-qr';

/** A QR code of an `otpauth://` link for an authenticator app to scan; nothing without a link. */
export function OtpQr({ uri, label, size = 184 }: { uri: string; label: string; size?: number }) {
  const qr = useMemo(() => (uri ? qrPath(uri) : null), [uri]);
  if (!qr) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.side} ${qr.side}`}
      shapeRendering="crispEdges"
      data-testid="totp-qr"
      data-qr-text={uri}
    >
      <rect width={qr.side} height={qr.side} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
