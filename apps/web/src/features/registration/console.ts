import type { ConsolePage } from '../../lib/console-page';

/**
 * The registration form's settings (field rules with a preview, affiliate and captcha switches, the
 * agreement), contributed to the operator console's settings section (ADR 054). Kept out of index.ts,
 * which the player's shell loads first; a lazy chunk.
 */
export const REGISTRATION_PAGES: ConsolePage<'settings'>[] = [
  {
    key: 'registration',
    section: 'settings',
    label: 'registration/console:nav.registration',
    load: () => import('./components/console/RegistrationPage'),
  },
];
