import { pagerWindow } from '@arcadia/contract/inbox';
import { describe, expect, it } from 'vitest';

describe('notice pager (at most 7 numbers)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, 4, 5, 6, 7]],
    [10, 20, [7, 8, 9, 10, 11, 12, 13]],
    [20, 20, [14, 15, 16, 17, 18, 19, 20]],
    [1, 0, []],
  ])('page %i of %i shows %j', (page, pages, expected) => {
    expect(pagerWindow(page, pages)).toEqual(expected);
  });
});
