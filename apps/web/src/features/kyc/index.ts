/** Public API of the KYC feature (docs/adr/066-kyc.md). The panels load on first use. */
import { lazy } from 'react';

/** The member centre's identity verification page. */
export const IdentityPanel = lazy(() => import('./components/IdentityPanel'));
export { kycKeys } from './api/keys';
export { useKycRegistrationRules, useKycStatus } from './api/kyc';
export { default as KycRequiredAction } from './components/KycRequiredAction';
// The console's page is in ./console.ts, a public entry of its own: the console is not in the player's first load.
