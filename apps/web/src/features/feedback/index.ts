/** Public API of the feedback feature. The modal loads on first use. */
import { lazy } from 'react';

export const FeedbackModal = lazy(() => import('./components/FeedbackModal'));
export { sendFeedback } from './api/send-feedback';
export type { FeedbackCaptchaSlotProps } from './components/FeedbackModal';
export { validateFeedback } from './components/feedback-form';
