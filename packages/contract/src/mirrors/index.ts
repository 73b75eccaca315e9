/** Spec 001 §4/§9 speed test: first test after 500 ms, a re-test shows a loader for 1 s. */
export const SPEED_TEST = { firstDelayMs: 500, retestLoaderMs: 1000, timeoutMs: 5000 } as const;
/** Bands: fast <= 80 ms, normal 81–150 ms, slow above 150 ms; 0 means the domain cannot be reached. */
export const SPEED_BANDS = { fast: 80, normal: 150 } as const;
export type SpeedBand = 'fast' | 'normal' | 'slow' | 'unreachable' | 'pending';

export function speedBand(ms: number | null): SpeedBand {
  if (ms === null) return 'pending';
  if (ms <= 0) return 'unreachable';
  if (ms <= SPEED_BANDS.fast) return 'fast';
  if (ms <= SPEED_BANDS.normal) return 'normal';
  return 'slow';
}

/** A domain as the browser should call it: `http://` is prefixed when no scheme is given (spec 001 §7). */
export function domainUrl(domain: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(domain) ? domain.replace(/\/+$/, '') : `http://${domain.replace(/\/+$/, '')}`;
}

/** Spec 001 §9 QR defaults; the download page draws them at 130. */
export const QR_DEFAULTS = { size: 200, downloadSize: 130, margin: 20, dark: '#000000', light: '#FFFFFF', logoScale: 0.2 } as const;
/** The iOS install guide: 6 images, stepping by 270 px. */
export const INSTALL_GUIDE = { images: 6, stepPx: 270 } as const;
export const DOWNLOAD_RESOURCE_TYPES = ['IOS', 'Android', 'H5'] as const;
