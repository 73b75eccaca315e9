import { Avatar, Box, Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberIcons } from '../api/get-member-icons';
import { useMemberInfo } from '../api/get-member-info';
import { ClubBadge } from './ClubBadge';

type Props = {
  /** The name kept in the session while member info loads. */
  fallbackName: string | null;
  /** The sign-out control (session feature), composed by the shell. */
  signOutSlot: ReactNode;
};

/** Header info bar (spec 000 §2): avatar, nickname, club level and sign-out. Balances arrive with the wallet issue. */
export function MemberInfoBar({ fallbackName, signOutSlot }: Props) {
  const { t } = useTranslation('accounts');
  const info = useMemberInfo(false).data;
  const icons = useMemberIcons(info != null).data;
  const icon = icons?.find((i) => i.id === info?.icon);
  const name = info?.nickname || info?.account || fallbackName;
  return (
    <Group gap="xs" wrap="nowrap" className="arcadia-info-bar" role="group" aria-label={t('infoBar.label')}>
      {icon ? <Avatar src={icon.url} alt="" size={28} radius="xl" visibleFrom="xs" /> : null}
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        {name ? (
          <Text fw={600} size="sm" truncate maw={{ base: 104, sm: 180 }} title={name} data-testid="member-nickname">
            {name}
          </Text>
        ) : (
          <Skeleton height={14} width={72} role="status" aria-label={t('infoBar.loading')} />
        )}
        {info?.clubLabel ? (
          // On phones the header has no room for the level; the member centre shows it.
          <Box visibleFrom="xs" display="inline-flex">
            <ClubBadge label={info.clubLabel} />
          </Box>
        ) : null}
        {info && info.type === 4 ? (
          <Text size="xs" c="dimmed">
            {t('infoBar.guest')}
          </Text>
        ) : null}
      </Group>
      {signOutSlot}
    </Group>
  );
}

export default MemberInfoBar;
