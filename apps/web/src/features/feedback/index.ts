/** Public API of the feedback feature. The modal loads on first use. */
import { lazy } from 'react';

export const FeedbackModal = lazy(() => import('./components/FeedbackModal'));
/** The member centre's "My feedback" page (ADR 033). */
export const MyFeedbackPanel = lazy(() => import('./components/MyFeedbackPanel'));
export { getMyFeedback, useMyFeedback } from './api/get-my-feedback';
export { feedbackKeys } from './api/keys';
export { sendFeedback } from './api/send-feedback';
export type { FeedbackCaptchaSlotProps } from './components/FeedbackModal';
export { validateFeedback } from './components/feedback-form';
// The console's pages of this feature are in ./console.ts, a public entry of their own: this file is in
// the player's first load, the console is not (ADR 054).
