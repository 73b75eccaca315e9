import { referralAvailable, referralTarget } from '@arcadia/contract/member-centre';
import { UnstyledButton } from '@mantine/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '../../components/LoadingCover';
import { useSessionStore } from '../../features/session';
import { openCustomerService } from '../../features/system';
import { useOpenCentre } from '../member-centre/open-centre';
import { useServiceEntries } from './service-entries';

const ReferralOverviewModal = lazy(() => import('./ReferralOverviewModal'));

/**
 * Referral button (spec 000 §4): an agent opens the agent centre at registerCenter; a player with
 * referral opens the member centre at referral; otherwise customer service; a visitor sees the overview.
 */
export function ReferralButton({ className, onLeave }: { className?: string; onLeave?: () => void }) {
  const { t } = useTranslation('member-centre');
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const service = useServiceEntries();
  const openCentre = useOpenCentre();
  const [overview, setOverview] = useState(false);
  const onClick = () => {
    const member = isAgent === null ? null : { type: isAgent, toUpline: 0 };
    // Promotions are not loaded yet (promotions issue): "no promotions listed" counts as referral on.
    const target = referralTarget({
      signedIn: token !== null,
      member,
      promotions: null,
      referralEnabled: referralAvailable({ member, promotions: null }),
    });
    if (target.kind === 'overviewModal') {
      setOverview(true);
      return;
    }
    // The caller (the phone menu) closes itself before a centre or customer service opens.
    onLeave?.();
    if (target.kind === 'agentCentre') openCentre('agent', target.page);
    else if (target.kind === 'memberCentre') openCentre('member', target.page);
    else {
      const [entry] = service ?? [];
      if (entry) openCustomerService(entry);
    }
  };
  return (
    <>
      <UnstyledButton className={className} onClick={onClick} data-testid="referral-button">
        {t('rightBar.referral')}
      </UnstyledButton>
      {overview ? (
        <OnDemand>
          <ReferralOverviewModal onClose={() => setOverview(false)} />
        </OnDemand>
      ) : null}
    </>
  );
}
