import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { MemberInfoBar, resetMemberState } from '../../features/accounts';
import { LogoutButton, useSessionStore } from '../../features/session';

/** Signed-in header: the accounts info bar with the session's sign-out. Loaded only when a token exists. */
export default function HeaderMemberBar() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const fallbackName = useSessionStore((s) => s.nickname ?? s.account ?? s.username);
  return (
    <MemberInfoBar
      fallbackName={fallbackName}
      signOutSlot={
        <Suspense fallback={null}>
          <LogoutButton
            onSignedOut={async () => {
              resetMemberState(client);
              // Navigation finishes before the session clears: member-only pages would otherwise redirect to /login.
              await navigate(paths.home);
            }}
          />
        </Suspense>
      }
    />
  );
}
