import { MEMBER_FEEDBACK_PAGE_SIZE, type MemberFeedbackItem, memberFeedbackPageSchema } from '@arcadia/contract/feedback';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { feedbackKeys } from './keys';

/** GET /wps/feedback/mine: the member's own feedback with the answers, newest first (ADR 033). */
export const getMyFeedback = (page: number, signal?: AbortSignal) =>
  // In the background: a failure shows in the list's own error state, not the global dialog.
  apiGet('/wps/feedback/mine', memberFeedbackPageSchema, {
    signal,
    background: true,
    query: { page, size: MEMBER_FEEDBACK_PAGE_SIZE },
  });

/** The list grows page by page ("Load more"); a refetch reloads every page shown, from the first. */
export function useMyFeedback(enabled = true) {
  const query = useInfiniteQuery({
    queryKey: feedbackKeys.mine,
    queryFn: ({ pageParam, signal }) => getMyFeedback(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled,
  });
  // New feedback sent between two pages shifts the offsets: an item can come twice, it is shown once.
  const seen = new Set<number>();
  const items: MemberFeedbackItem[] = [];
  for (const p of query.data?.pages ?? [])
    for (const item of p.list)
      if (!seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
  return { ...query, items, total: query.data?.pages[0]?.total ?? 0 };
}
