import { Flex } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { MemberInfoBar, resetMemberState } from '../../features/accounts';
import { UnreadBadge } from '../../features/inbox';
import { LogoutButton, useSessionStore } from '../../features/session';
import { BalanceDisplay } from '../../features/wallet';

/** Signed-in header: the wallet balance and the accounts info bar with the session's sign-out. Loaded only when a token exists. */
export default function HeaderMemberBar() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const fallbackName = useSessionStore((s) => s.nickname ?? s.account ?? s.username);
  const accountType = useSessionStore((s) => s.isAgent);
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    // Phones have no room for another item in the header row: the balance goes under the name there.
    <Flex direction={{ base: 'column-reverse', sm: 'row' }} align={{ base: 'flex-end', sm: 'center' }} gap={{ base: 2, sm: 8 }} miw={0}>
      <Suspense fallback={null}>
        <BalanceDisplay compact={phone} />
      </Suspense>
      <Suspense fallback={null}>
        <UnreadBadge href={paths.inbox} accountType={accountType} />
      </Suspense>
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
    </Flex>
  );
}
