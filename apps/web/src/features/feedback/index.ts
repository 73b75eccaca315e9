/** Public API of the feedback feature. The modal loads on first use. */
import { lazy } from 'react';
import type { ConsolePage } from '../../lib/console-page';

export const FeedbackModal = lazy(() => import('./components/FeedbackModal'));
/** The member centre's "My feedback" page (ADR 033). */
export const MyFeedbackPanel = lazy(() => import('./components/MyFeedbackPanel'));
export { getMyFeedback, useMyFeedback } from './api/get-my-feedback';
export { feedbackKeys } from './api/keys';
export { sendFeedback } from './api/send-feedback';
export type { FeedbackCaptchaSlotProps } from './components/FeedbackModal';
export { validateFeedback } from './components/feedback-form';

/** The console's feedback inbox with its replies (ADR 030), contributed to the operator console (ADR 054); a lazy chunk. */
export const FEEDBACK_PAGES: ConsolePage<'members'>[] = [
  {
    key: 'feedback',
    section: 'members',
    label: 'feedback/console:nav.feedback',
    needs: 'support',
    load: () => import('./components/console/FeedbackInbox'),
  },
];
