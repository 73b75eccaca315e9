import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAvailablePromotions } from '../api/get-available';

function IconGift({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M5 12v9h14v-9M12 8c-2-4-6-4-6-1.5S9 8 12 8c3 0 6-.5 6-1.5S14 4 12 8" />
    </svg>
  );
}

/** Info-bar gift with the available promotion count (spec 000 §2), polled every 5 minutes; "99+" above 99. */
export function AvailableBadge({ href, enabled }: { href: string; enabled: boolean }) {
  const { t } = useTranslation('promotions');
  const { data } = useAvailablePromotions(enabled);
  if (!data) return null;
  const count = data.total;
  const label = t('badge.available', { count });
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      size={16}
      color="red.9"
      offset={4}
      data-testid="promotions-available"
      data-count={count}
    >
      <ActionIcon component={Link} to={href} variant="subtle" color="inherit" size="lg" aria-label={label} title={label}>
        <IconGift />
      </ActionIcon>
    </Indicator>
  );
}

export default AvailableBadge;
