import { hasAgentCentre } from '@arcadia/contract/member-centre';
import { ActionIcon, Box, Flex } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OnDemand } from '../../components/LoadingCover';
import { IconTeam, IconUser } from '../../components/more-icons';
import { paths } from '../../config/paths';
import { MemberInfoBar, resetMemberState } from '../../features/accounts';
import { UnreadBadge } from '../../features/inbox';
import { centreStore, useCentreStore } from '../../features/member-centre';
import { PointBalance } from '../../features/points';
import { AvailableBadge } from '../../features/promotions';
import { LogoutButton, useSessionStore } from '../../features/session';
import { useConsolidatedSettings } from '../../features/system';
import { BalanceDisplay } from '../../features/wallet';
import { useOpenCentre } from '../member-centre/open-centre';

// The member and agent centres: their code loads the first time one is opened.
const CentreOverlay = lazy(() => import('../member-centre/CentreOverlay'));

/** Signed-in header: the wallet balance and the accounts info bar with the session's sign-out. Loaded only when a token exists. */
export default function HeaderMemberBar() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const fallbackName = useSessionStore((s) => s.nickname ?? s.account ?? s.username);
  const accountType = useSessionStore((s) => s.isAgent);
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  // Every control here is named by a string of its feature: the bar waits until all of them have
  // landed, so a screen reader never meets a nameless button (labels are empty while a namespace loads).
  const { t, ready } = useTranslation(['member-centre', 'wallet', 'points', 'promotions', 'inbox', 'accounts', 'session']);
  const isAgent = useSessionStore((s) => s.isAgent);
  const openCentre = useOpenCentre();
  // Spec 000 §2/§6: the info bar's point balance, for real accounts when PTSYS3 is on.
  const whitelabel = useConsolidatedSettings().data?.whitelabel;
  const showPoints = whitelabel?.PTSYS3 === true && isAgent !== 4;
  // The messages (messageV2) exist only with MAILCEN; their unread alert is the inbox's (INBOX3) too,
  // and the server refuses the count unless both are on (ADR 036, ADR 060).
  const showInbox = whitelabel?.MAILCEN === true && whitelabel.INBOX3 === true;
  // Centres exist only for a signed-in member, so this bar (mounted only then) hosts them.
  const centreWanted = useCentreStore((s) => s.member.shown || s.agent.shown);
  const [centreMounted, setCentreMounted] = useState(false);
  useEffect(() => {
    if (centreWanted) setCentreMounted(true);
  }, [centreWanted]);
  // A centre never outlives the session it was opened in.
  useEffect(() => () => centreStore.getState().reset(), []);
  // Guests (type 4) have no centre to open: the button would only say so.
  const centreButton = (kind: 'member' | 'agent') => (
    <ActionIcon
      visibleFrom="sm"
      variant="subtle"
      color="var(--arcadia-header-text, #fff)"
      size={30}
      onClick={() => openCentre(kind)}
      aria-label={t(`${kind}.open`)}
      title={t(`${kind}.title`)}
      data-testid={`open-${kind}-centre`}
    >
      {kind === 'member' ? <IconUser size={20} /> : <IconTeam size={20} />}
    </ActionIcon>
  );
  // Guests (type 4) have no centre to open: the button would only say so.
  const centreButtons =
    isAgent === 4 ? null : (
      <>
        {centreButton('member')}
        {hasAgentCentre(isAgent ?? undefined) ? centreButton('agent') : null}
      </>
    );
  if (!ready) return null;
  return (
    // Phones have no room for another item in the header row: the balance goes under the name there.
    <Flex direction={{ base: 'column-reverse', sm: 'row' }} align={{ base: 'flex-end', sm: 'center' }} gap={{ base: 2, sm: 8 }} miw={0}>
      <Flex gap={8} align="center" wrap="nowrap">
        <Suspense fallback={null}>
          <BalanceDisplay compact={phone} />
        </Suspense>
        {showPoints ? (
          <Suspense fallback={null}>
            <PointBalance compact={phone} />
          </Suspense>
        ) : null}
      </Flex>
      <Flex gap={4} wrap="nowrap" align="center" miw={0}>
        {centreButtons}
        {/* phones reach messages through the member centre: the 390 px header has no room left */}
        <Box visibleFrom="sm">
          <Suspense fallback={null}>{showInbox ? <UnreadBadge href={paths.inbox} accountType={accountType} /> : null}</Suspense>
        </Box>
        <Box visibleFrom="sm">
          <Suspense fallback={null}>
            <AvailableBadge href={paths.promotions} enabled={accountType !== null && accountType !== 4} />
          </Suspense>
        </Box>
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
      {centreMounted ? (
        <OnDemand>
          <CentreOverlay />
        </OnDemand>
      ) : null}
    </Flex>
  );
}
