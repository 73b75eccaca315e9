/** Public API of the referral feature: the referral page (loaded lazily). */
import { lazy } from 'react';

export const ReferralPanel = lazy(() => import('./components/ReferralPanel'));
export { referralKeys, useReferralEnabled } from './api/referral';
