import { feedbackItemSchema } from '@arcadia/contract/feedback';
import { pageOf } from '@arcadia/contract/inbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { feedbackOpsKeys, opsPath } from './keys';

/** GET /ops/merchants/:code/feedback (newest first) */
export const getFeedback = (code: string, page: number, signal?: AbortSignal) =>
  apiGet(opsPath(code, `/feedback?page=${page}&size=20`), pageOf(feedbackItemSchema), {
    signal,
    background: true,
    token: opsToken() ?? '',
  });

export const useFeedback = (code: string, page: number) =>
  useQuery({
    queryKey: feedbackOpsKeys.page(code, page),
    queryFn: ({ signal }) => getFeedback(code, page, signal),
    placeholderData: keepPreviousData,
  });
