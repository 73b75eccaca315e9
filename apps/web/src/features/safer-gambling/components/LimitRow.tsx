import type { LimitView } from '@arcadia/contract/safer-gambling';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  limit: LimitView;
  now: number;
  busy: boolean;
  formatAmount: (amount: string) => string;
  formatDateTime: (iso: string) => string;
  onSet: (amount: string | null) => void;
  onConfirm: () => void;
};

const AMOUNT = /^\d{1,20}(\.\d{1,4})?$/;
/** A play-time limit is whole minutes (the server says the range). */
const MINUTES = /^\d{1,6}$/;

/** One limit (kind × period): what is in force, used and left, a waiting raise, and the field to change it. */
export function LimitRow({ limit, now, busy, formatAmount: money, formatDateTime, onSet, onConfirm }: Props) {
  const { t } = useTranslation('safer-gambling');
  const [value, setValue] = useState('');
  const label = t('limitLabel', { period: t(`period.${limit.period}`), kind: t(`kind.${limit.kind}`) });
  const time = limit.kind === 'session_time';
  const formatAmount = time ? (minutes: string) => t('minutes', { count: Number(minutes) }) : money;
  const valid = (time ? MINUTES : AMOUNT).test(value) && Number(value) > 0;
  const due = limit.pending ? new Date(limit.pending.confirmableAt).getTime() <= now : false;
  const testId = `sg-${limit.kind}-${limit.period}`;
  return (
    <Stack gap={6} py="xs" data-testid={testId} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{t(`period.${limit.period}`)}</Text>
        {limit.amount ? (
          <Text size="sm" data-testid={`${testId}-left`}>
            {t('usedOf', { used: formatAmount(limit.used), amount: formatAmount(limit.amount) })} ·{' '}
            {t('left', { left: formatAmount(limit.left ?? '0') })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('noLimit')} · {t('used', { used: formatAmount(limit.used) })}
          </Text>
        )}
      </Group>
      {limit.pending ? (
        <Group gap="xs" wrap="wrap">
          <Badge color="yellow" variant="light">
            {limit.pending.amount ? t('pendingRaise', { amount: formatAmount(limit.pending.amount) }) : t('pendingRemove')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('confirmableAt', { at: formatDateTime(limit.pending.confirmableAt) })}
          </Text>
          <Button size="xs" disabled={!due || busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {t('confirm')}
          </Button>
        </Group>
      ) : null}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          aria-label={label}
          placeholder={time ? t('minutesPlaceholder') : t('amountPlaceholder')}
          inputMode={time ? 'numeric' : 'decimal'}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value.trim())}
          style={{ flex: 1, minWidth: 0 }}
          data-testid={`${testId}-input`}
        />
        <Button
          disabled={!valid || busy}
          onClick={() => {
            onSet(value);
            setValue('');
          }}
          aria-label={t('setLabel', { label })}
          data-testid={`${testId}-set`}
        >
          {t('set')}
        </Button>
        {limit.amount && !limit.pending ? (
          <Button variant="default" disabled={busy} onClick={() => onSet(null)} aria-label={t('removeLabel', { label })}>
            {t('remove')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
