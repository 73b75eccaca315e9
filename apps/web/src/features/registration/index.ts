/** Public API of the registration feature (the agreement, the rules-driven form, affiliate codes). */
import { lazy } from 'react';

export const RegisterPanel = lazy(() => import('./components/RegisterPanel'));
export { registrationKeys } from './api/keys';
export type { RegisterCaptchaSlotProps, RegisterPanelProps } from './components/RegisterPanel';
