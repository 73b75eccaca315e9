/** Public API of the payment-confirmation feature (the person-to-person payment queue). */
import { lazy } from 'react';

// Code-split: only signed-in real accounts load the queue, so the home bundle does not grow.
export const PaymentConfirmationQueue = lazy(() => import('./components/PaymentConfirmationQueue'));
export { paymentConfirmationKeys } from './api/keys';
export type { PaymentConfirmationQueueProps } from './components/PaymentConfirmationQueue';
