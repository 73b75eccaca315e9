/** Spec 000 §7/§9: the image captcha endpoint answers at most once per 250 ms per client. */
export const CAPTCHA_RATE_MS = 250;
/** The client refreshes the image at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** The header carrying the 36-character device id that binds a captcha to the browser that saw it. */
export const DEVICE_ID_HEADER = 'Device-Id';

// The slider's schemas are the subpath '@arcadia/contract/captcha/slider': this index is in every page's first
// load (the API client reads its error codes), the slider is not (home route budget, ARCHITECTURE.md §5).
