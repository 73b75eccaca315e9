/** Public API of the session feature (sign-in, forced password change, logout, session store, devices). */
import { lazy } from 'react';

// Components are code-split: the shell imports this file for the store, and a visitor's first
// load must not carry the forms and dialogs.
export const LoginPanel = lazy(() => import('./components/LoginPanel'));
export const ForcedChangePasswordPanel = lazy(() => import('./components/ForcedChangePasswordPanel'));
export const LogoutButton = lazy(() => import('./components/LogoutButton'));
export const SessionsPanel = lazy(() => import('./components/SessionsPanel'));
export { endOtherSessions, useEndOtherSessions } from './api/end-other-sessions';
export { getSessions, sessionsQuery, useSessions } from './api/get-sessions';
export { sessionKeys } from './api/keys';
export { login, loginFailure, useLogin } from './api/login';
export { loginFreePlay, useFreePlay } from './api/login-freeplay';
export { logout, useLogout } from './api/logout';
export type { CaptchaSlotProps, LoginPanelProps, SmsButtonSlotProps } from './components/LoginPanel';
export type { SocialProvider } from './components/SocialButtons';
export { emptyLoginForm, type LoginForm, type LoginTab, toLoginPayload, validateLoginForm } from './hooks/login-form';
export { REMEMBER_COOKIE, rememberedUser, rememberUser } from './hooks/remember-user';
export { useRealAccount } from './hooks/use-real-account';
export {
  createSessionStore,
  isLoggedIn,
  type LoginRecord,
  type MemberSession,
  sessionStore,
  useSessionStore,
} from './stores/session-store';
