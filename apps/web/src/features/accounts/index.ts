/** Public API of the accounts feature (member info, info bar, icons, language, password). */
import { lazy } from 'react';

// Code-split: the shell imports this file for the member-info loader only.
export const MemberInfoBar = lazy(() => import('./components/MemberInfoBar'));
export const ChangePasswordForm = lazy(() => import('./components/PasswordForms').then((m) => ({ default: m.ChangePasswordForm })));
export const PaymentPasswordForm = lazy(() => import('./components/PasswordForms').then((m) => ({ default: m.PaymentPasswordForm })));
export const ClubBadge = lazy(() => import('./components/ClubBadge').then((m) => ({ default: m.ClubBadge })));
export { changePassword, useChangePassword } from './api/change-password';
export { getMemberIcons, memberIconsQuery, useMemberIcons } from './api/get-member-icons';
export { getMemberInfo, memberInfoQuery, useMemberInfo } from './api/get-member-info';
export { accountsKeys } from './api/keys';
export { updateLanguage, useUpdateLanguage } from './api/update-language';
export { resetMemberState } from './hooks/reset-member';
export { useLanguageSync } from './hooks/use-language-sync';
export { MEMBER_INFO_DELAY_MS, useMemberInfoLoader } from './hooks/use-member-info-loader';
// The console's pages of this feature are in ./console.ts, a public entry of their own: this file is in
// the player's first load, the console is not (ADR 054).
