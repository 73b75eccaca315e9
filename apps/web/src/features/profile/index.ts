/** Public API of the profile feature (avatar, nickname, VIP progress, mobile and e-mail binding). */
import { lazy } from 'react';

// Code-split: only the security centre loads these.
export const ProfileSummary = lazy(() => import('./components/ProfileSummary'));
export const AvatarNicknameForm = lazy(() => import('./components/AvatarNicknameForm'));
export const BindMobileForm = lazy(() => import('./components/BindContactForms').then((m) => ({ default: m.BindMobileForm })));
export const BindEmailForm = lazy(() => import('./components/BindContactForms').then((m) => ({ default: m.BindEmailForm })));
// The first-login welcome (docs/adr/058) is ./welcome.ts, a public entry of its own: the member layer loads
// it after sign-in, and a lazy export here would cost every visitor's first load its loader.
export { avatarQuery, getAvatar, useAvatar } from './api/avatar';
export { profileKeys } from './api/keys';
export { getRankProgress, rankProgressQuery, useRankProgress } from './api/rank-progress';
export { getSecurityConfig, securityConfigQuery, useSecurityConfig } from './api/security';
