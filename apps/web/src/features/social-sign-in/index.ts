/** Public API of the social sign-in feature (provider buttons, bind or register). */
import { lazy } from 'react';

export const SocialSignIn = lazy(() => import('./components/SocialSignIn'));
export type { SocialIdentity } from './api/social-login';
export type { SocialButton, SocialSignInProps } from './components/SocialSignIn';
