/** Query keys of the feedback feature. Invalidate `feedbackKeys.mine` when the member's list may have changed. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  mine: ['feedback', 'mine'] as const,
};
