import { formatMoney } from '@arcadia/contract';
import { ActionIcon, Group, Skeleton, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../api/get-balance';

/** Spec 000 §9: a point or balance refresh goes out 500 ms after the click. */
export const BALANCE_REFRESH_DELAY_MS = 500;

type Props = {
  /** Phones: the amount only, smaller, so the header keeps its width. */
  compact?: boolean;
};

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={spinning ? { animation: 'arcadia-wallet-spin 0.8s linear infinite' } : undefined}
    >
      <path d="M21 12a9 9 0 1 1-2.64-6.36" />
      <path d="M21 3v6h-6" />
    </svg>
  );
}

/** The member's total balance for the header info bar (spec 000 §2), formatted per the merchant's currency. */
export function BalanceDisplay({ compact = false }: Props) {
  const { t } = useTranslation('wallet');
  const { data, isFetching, refetch } = useBalance();
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
      setWaiting(false);
      void refetch();
    }, BALANCE_REFRESH_DELAY_MS);
  };
  const amount = data
    ? formatMoney(data.sumBalance, {
        currency: data.currency,
        currencySymbol: data.currencySymbol,
        currencyPosition: data.currencyPosition,
      })
    : null;
  const busy = waiting || isFetching;
  return (
    <Group gap={4} wrap="nowrap" className="arcadia-balance" data-testid="wallet-balance">
      <style>{'@keyframes arcadia-wallet-spin{to{transform:rotate(360deg)}}'}</style>
      {amount ? (
        <Text
          component="output"
          fw={600}
          size={compact ? 'xs' : 'sm'}
          aria-label={t('balance.label', { amount })}
          aria-live="polite"
          title={t('balance.label', { amount })}
          style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          data-testid="wallet-balance-amount"
        >
          {compact ? null : (
            <Text span size="xs" c="dimmed" mr={4}>
              {t('balance.short')}
            </Text>
          )}
          {amount}
        </Text>
      ) : (
        <Skeleton height={14} width={compact ? 56 : 88} role="status" aria-label={t('balance.loading')} />
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        size={compact ? 'xs' : 'sm'}
        onClick={refresh}
        aria-label={t('balance.refresh')}
        aria-busy={busy}
        disabled={waiting}
        className="arcadia-header-button"
      >
        <RefreshIcon spinning={busy} />
      </ActionIcon>
    </Group>
  );
}

export default BalanceDisplay;
