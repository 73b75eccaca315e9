import type { LoginResult } from '@arcadia/contract/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { memberInfoQuery, resetMemberState } from '../../../features/accounts';
import { sessionStore } from '../../../features/session';

/**
 * Flow 2 of spec 000 §4: store the token, load member info into the session profile, then go to
 * /index (or / when the login happened on the register page).
 */
export function useCompleteSignIn(onDone?: () => void) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (result: LoginResult, username: string) => {
      resetMemberState(client);
      sessionStore.getState().signIn(result.token, username);
      try {
        const info = await client.fetchQuery(memberInfoQuery());
        sessionStore.getState().setProfile({ isAgent: info.type, account: info.account, nickname: info.nickname });
      } catch {
        // The info bar retries on its own; the sign-in itself succeeded.
      }
      onDone?.();
      const onRegister = pathname === paths.register || pathname === paths.registerHtml;
      navigate(onRegister ? paths.home : paths.index);
    },
    [client, navigate, pathname, onDone],
  );
}
