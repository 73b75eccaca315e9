import { ActionIcon, Group, Skeleton, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshPointBalance, usePointBalance } from '../api/get-point-balance';
import { pointsKeys } from '../api/keys';
import { pointsText } from '../logic';

/** Spec 000 §9: a point or balance refresh goes out 500 ms after the click. */
const REFRESH_DELAY_MS = 500;

/** The info bar's point balance (spec 000 §2, shown when PTSYS3 is on), with 0 decimals and a refresh. */
export function PointBalance({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('points');
  const client = useQueryClient();
  const { data } = usePointBalance();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const refresh = () => {
    if (timer.current) return;
    setWaiting(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      void refreshPointBalance()
        .then((fresh) => client.setQueryData(pointsKeys.balance(), fresh))
        .finally(() => setWaiting(false));
    }, REFRESH_DELAY_MS);
  };
  const amount = data ? pointsText(data.pointBalance) : null;
  return (
    <Group gap={2} wrap="nowrap" data-testid="point-balance">
      {amount !== null ? (
        <Text
          component="output"
          size={compact ? 'xs' : 'sm'}
          fw={600}
          style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          aria-label={t('balance.label', { amount })}
          title={t('balance.label', { amount })}
          data-testid="point-balance-amount"
        >
          <Text span size="xs" c="dimmed" mr={4}>
            {t('balance.short')}
          </Text>
          {amount}
        </Text>
      ) : (
        <Skeleton height={14} width={48} role="status" aria-label={t('balance.loading')} />
      )}
      {compact ? null : (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={refresh}
          disabled={waiting}
          aria-busy={waiting}
          aria-label={t('balance.refresh')}
          className="arcadia-header-button"
        >
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M21 12a9 9 0 1 1-2.64-6.36" />
            <path d="M21 3v6h-6" />
          </svg>
        </ActionIcon>
      )}
    </Group>
  );
}

export default PointBalance;
