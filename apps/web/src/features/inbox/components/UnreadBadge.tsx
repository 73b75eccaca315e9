import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/get-unread';

function IconMail({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

/** Info-bar envelope with the unread count; above 99 it shows "99+" (spec 000 §9). */
export function UnreadBadge({ href, accountType }: { href: string; accountType: number | null }) {
  const { t } = useTranslation('inbox');
  const { data } = useUnreadCount(accountType);
  if (!data) return null;
  const count = data.count;
  const label = count > 0 ? t('badge.unread', { count }) : t('badge.none');
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      size={16}
      color="red.9"
      offset={4}
      data-testid="inbox-unread"
      data-count={count}
    >
      <ActionIcon component={Link} to={href} variant="subtle" color="inherit" size="lg" aria-label={label} title={label}>
        <IconMail />
      </ActionIcon>
    </Indicator>
  );
}

export default UnreadBadge;
