import { htmlPreviewSchema } from '@arcadia/contract/promotions';
import { apiSend } from './api-client';
import { opsToken } from './ops-token';

/** What `components/HtmlEditor` previews with: a query key prefix and the call that sanitises. */
export type HtmlPreview = { key: readonly unknown[]; fetch(html: string, signal: AbortSignal): Promise<{ html: string }> };

/**
 * POST /ops/merchants/:code/content/preview — the HTML exactly as the server would store it (the same
 * sanitiser as saving). Promotions' endpoint; the console's content editors of promotions, inbox and
 * system preview with it, so it is here, below the features (ADR 054), and handed to the editor.
 */
export const htmlPreview = (code: string): HtmlPreview => ({
  key: ['ops', code, 'content', 'preview'],
  fetch: (html, signal) =>
    apiSend('POST', `/ops/merchants/${encodeURIComponent(code)}/content/preview`, htmlPreviewSchema, {
      body: { html },
      signal,
      background: true,
      token: opsToken() ?? '',
    }),
});
