/**
 * The slider widget's states (spec 000 §4): loading, waiting for the drag, verifying, then success
 * or error; retry goes back to loading. Pure, so the rules are unit tested without a browser.
 */
export type SliderState =
  | { status: 'loading'; attempt: number }
  | { status: 'waiting' }
  | { status: 'verifying' }
  | { status: 'success' }
  /**
   * `message`: the server's own words; else `unsupported` (the widget cannot run here) picks the
   * text, translated when painted, so a language still loading never leaves an empty alert.
   */
  | { status: 'error'; message: string | null; initFailed: boolean; unsupported?: boolean };

export type SliderEvent =
  | { type: 'loaded' }
  | { type: 'initFailed'; message: string | null; unsupported?: boolean }
  | { type: 'submit' }
  | { type: 'passed' }
  | { type: 'refused'; message: string | null }
  | { type: 'retry' };

/** One automatic retry after an initialisation failure, then the error state with a retry button. */
export const AUTO_INIT_RETRIES = 1;

export function sliderReducer(s: SliderState, e: SliderEvent): SliderState {
  switch (e.type) {
    case 'loaded':
      return s.status === 'loading' ? { status: 'waiting' } : s;
    case 'initFailed':
      if (s.status !== 'loading') return s;
      return s.attempt < AUTO_INIT_RETRIES
        ? { status: 'loading', attempt: s.attempt + 1 }
        : { status: 'error', message: e.message, initFailed: true, ...(e.unsupported ? { unsupported: true } : {}) };
    case 'submit':
      // A second verification while one runs is ignored ("too fast").
      return s.status === 'waiting' ? { status: 'verifying' } : s;
    case 'passed':
      return s.status === 'verifying' ? { status: 'success' } : s;
    case 'refused':
      return s.status === 'verifying' ? { status: 'error', message: e.message, initFailed: false } : s;
    case 'retry':
      return { status: 'loading', attempt: 0 };
  }
}
