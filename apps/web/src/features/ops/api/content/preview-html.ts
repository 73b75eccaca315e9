import { htmlPreviewSchema } from '@arcadia/contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { merchantPath } from './keys';

/** POST /ops/merchants/:code/content/preview — the HTML exactly as the server would store it. */
export const previewOpsHtml = (code: string, html: string, signal?: AbortSignal) =>
  apiSend('POST', merchantPath(code, 'content/preview'), htmlPreviewSchema, {
    body: { html },
    signal,
    background: true,
    token: opsToken() ?? '',
  });

/** The sanitised preview of `html` (already debounced by the caller); the last answer stays while the next loads. */
export const useHtmlPreview = (code: string, html: string) =>
  useQuery({
    queryKey: ['ops', code, 'content', 'preview', html],
    queryFn: ({ signal }) => previewOpsHtml(code, html, signal),
    placeholderData: (previous) => previous,
    staleTime: Number.POSITIVE_INFINITY,
  });
