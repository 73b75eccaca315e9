import type { RewardCentre, RewardTask } from '@arcadia/contract/reward-centre';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type CardProps = {
  data: RewardCentre;
  busy: RewardTask | null;
  claim: (task: RewardTask) => Promise<void>;
  formatAmount: (amount: string) => string;
};

/** Daily sign-in: the streak's days and today's claim. */
export function SignInCard({ data, busy, claim, formatAmount }: CardProps) {
  const { t } = useTranslation('reward-centre');
  const s = data.signIn;
  // Days of the current cycle already signed (today's included once claimed).
  const done = s.streak === 0 ? 0 : ((s.streak - 1) % s.amounts.length) + 1;
  const doneInCycle = s.claimedToday ? done : s.streak % s.amounts.length;
  return (
    <Card withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={3} size="h5">
            {t('signIn.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="signin-streak">
            {t('signIn.streak', { count: s.streak })}
          </Text>
        </Stack>
        <Button
          onClick={() => void claim('SIGN_IN')}
          loading={busy === 'SIGN_IN'}
          disabled={!s.enabled || s.claimedToday}
          data-testid="signin-claim"
        >
          {s.claimedToday ? t('signIn.done') : t('signIn.claim', { amount: formatAmount(s.todayAmount) })}
        </Button>
      </Group>
      <Group gap={6} mt="sm" role="list" aria-label={t('signIn.days')}>
        {s.amounts.map((amount, i) => (
          <Badge
            // biome-ignore lint/suspicious/noArrayIndexKey: the days of the cycle are positions
            key={i}
            role="listitem"
            size="lg"
            radius="sm"
            tt="none"
            variant={i < doneInCycle ? 'filled' : 'outline'}
            color={i < doneInCycle ? 'green' : 'gray'}
            aria-label={t('signIn.day', { day: i + 1, amount: formatAmount(amount) })}
          >
            {t('signIn.dayShort', { day: i + 1 })} · {formatAmount(amount)}
          </Badge>
        ))}
      </Group>
      {!s.enabled ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('off')}
        </Text>
      ) : null}
    </Card>
  );
}

/** First deposit and first bet: done, claimable, claimed. */
export function NewbieCard({ data, busy, claim, formatAmount }: CardProps) {
  const { t } = useTranslation('reward-centre');
  return (
    <Card withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="xs">
        {t('newbie.title')}
      </Title>
      <Stack gap="sm">
        {data.newbie.map((n) => (
          <Group key={n.task} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {t(`newbie.${n.task}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('reward', { amount: formatAmount(n.amount) })}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant={n.claimed ? 'default' : 'filled'}
              disabled={!n.enabled || !n.done || n.claimed}
              loading={busy === n.task}
              onClick={() => void claim(n.task)}
              data-testid={`claim-${n.task}`}
            >
              {!n.enabled ? t('offShort') : n.claimed ? t('claimedShort') : n.done ? t('claim') : t('notDone')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Rescue bonus: a share of the last closed period's net loss. */
export function RescueCard({ data, busy, claim, formatAmount }: CardProps) {
  const { t } = useTranslation('reward-centre');
  const r = data.rescue;
  const period = r.from === r.to ? r.from : `${r.from} – ${r.to}`;
  return (
    <Card withBorder radius="md" p="md">
      <Title order={3} size="h5">
        {t('rescue.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('rescue.rule', { rate: `${(Number(r.rate) * 100).toFixed(2)}%`, threshold: formatAmount(r.threshold) })}
      </Text>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm">{t('rescue.period')}</Text>
          <Text size="sm">{period}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('rescue.netLoss')}</Text>
          <Text size="sm">{formatAmount(r.netLoss)}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('rescue.bonus')}</Text>
          <Text size="sm" fw={700}>
            {formatAmount(r.bonus)}
          </Text>
        </Group>
      </Stack>
      <Button
        mt="sm"
        fullWidth
        disabled={!r.enabled || r.claimed || Number(r.bonus) <= 0}
        loading={busy === 'RESCUE'}
        onClick={() => void claim('RESCUE')}
        data-testid="claim-RESCUE"
      >
        {!r.enabled ? t('offShort') : r.claimed ? t('claimedShort') : t('claim')}
      </Button>
    </Card>
  );
}

export function History({
  data,
  formatAmount,
  formatDateTime,
}: Pick<CardProps, 'data' | 'formatAmount'> & { formatDateTime: (iso: string) => string }) {
  const { t } = useTranslation('reward-centre');
  return (
    <section>
      <Title order={3} size="h5" mb="xs">
        {t('history')}
      </Title>
      {data.history.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('noHistory')}
        </Text>
      ) : (
        <Stack gap={4} data-testid="reward-history">
          {data.history.map((h) => (
            <Group key={`${h.task}:${h.period}`} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {t(`task.${h.task}`)} · {formatDateTime(h.createdAt)}
              </Text>
              <Text size="sm" fw={500}>
                {formatAmount(h.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </section>
  );
}
