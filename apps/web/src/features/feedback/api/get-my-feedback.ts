import {
  MEMBER_FEEDBACK_PAGE_SIZE,
  type MemberFeedbackItem,
  type MemberFeedbackPage,
  memberFeedbackPageSchema,
} from '@arcadia/contract/feedback';
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

/** The page after `last`, or undefined once every item is loaded. */
export const nextFeedbackPage = (last: MemberFeedbackPage) => (last.page * last.size < last.total ? last.page + 1 : undefined);

/** The loaded pages as one list. New feedback sent between two pages shifts the offsets: an item can come twice, it is shown once. */
export function mergeFeedbackPages(pages: readonly MemberFeedbackPage[]): MemberFeedbackItem[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.list).filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** The list grows page by page ("Load more"); a refetch reloads every page shown, from the first. */
export function useMyFeedback(enabled = true) {
  const query = useInfiniteQuery({
    queryKey: feedbackKeys.mine,
    queryFn: ({ pageParam, signal }) => getMyFeedback(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextFeedbackPage,
    enabled,
  });
  const items = mergeFeedbackPages(query.data?.pages ?? []);
  return { ...query, items, total: query.data?.pages[0]?.total ?? 0 };
}
