import type { MemberFeedbackPage } from '@arcadia/contract/feedback';
import { describe, expect, it } from 'vitest';
import { mergeFeedbackPages, nextFeedbackPage } from '../api/get-my-feedback';

const item = (id: number) => ({
  id,
  type: 1,
  content: `feedback ${id}`,
  createdAt: '2026-11-23T10:00:00.000Z',
  status: 'awaiting' as const,
  reply: null,
  repliedAt: null,
});
const page = (n: number, ids: number[], total: number): MemberFeedbackPage => ({ list: ids.map(item), total, page: n, size: 2 });

describe('"My feedback" paging (ADR 033)', () => {
  it('offers the next page until every item is loaded', () => {
    expect(nextFeedbackPage(page(1, [5, 4], 5))).toBe(2);
    expect(nextFeedbackPage(page(2, [3, 2], 5))).toBe(3);
    expect(nextFeedbackPage(page(3, [1], 5))).toBeUndefined();
    expect(nextFeedbackPage(page(1, [], 0))).toBeUndefined();
  });

  it('keeps newest-first order and shows an item shifted onto the next page only once', () => {
    // Feedback 6 was sent after page 1 loaded: page 2 starts with 4 again.
    expect(mergeFeedbackPages([page(1, [5, 4], 5), page(2, [4, 3], 6)]).map((f) => f.id)).toEqual([5, 4, 3]);
  });
});
