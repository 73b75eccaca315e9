import { formatMoney } from '@arcadia/contract';
import { Card, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useRankProgress } from '../../../features/profile';
import { ReferralPanel } from '../../../features/referral';
import { MissionLeaderboardPanel, RewardCentrePanel, VipBenefitsList } from '../../../features/reward-centre';
import { useShellStore } from '../../../features/system';
import { useBalance, walletKeys } from '../../../features/wallet';
import { formatDateTime } from '../../../lib/format';

/** The reward pages join their features with the wallet (money format, balance refresh after a claim). */
function useFormatters() {
  const language = useShellStore((s) => s.language);
  const money = useBalance(true).data;
  const fmt = money
    ? { currency: money.currency, currencySymbol: money.currencySymbol, currencyPosition: money.currencyPosition }
    : { currency: '', currencySymbol: '', currencyPosition: '' as const };
  return { formatAmount: (a: string) => formatMoney(a, fmt), formatDateTime: (iso: string) => formatDateTime(iso, language) };
}

/** The member's club-label (VIP) progress from the profile feature, with what each level gives, on top of the tasks. */
function VipProgress({ formatAmount }: { formatAmount: (amount: string) => string }) {
  const { t } = useTranslation('profile');
  const { data: p, isPending, isError } = useRankProgress();
  const percent = p && p.totalExpectedConditions > 0 ? Math.round((p.completedConditions / p.totalExpectedConditions) * 100) : 100;
  return (
    <Card withBorder radius="md" p="md" data-testid="reward-vip">
      <Title order={3} size="h5" mb="xs">
        {t('summary.level')}
      </Title>
      {isPending ? <Skeleton height={12} /> : null}
      {isError ? (
        <Text size="sm" c="dimmed">
          {t('rank.unavailable')}
        </Text>
      ) : null}
      {p?.nextLabel ? (
        <Stack gap={6}>
          <Text size="sm">
            {t('rank.toward', { level: p.nextLabel.labelName, done: p.completedConditions, total: p.totalExpectedConditions })}
          </Text>
          <Progress value={percent} aria-label={t('rank.progressLabel', { percent })} />
          {p.conditions.map((c) => (
            <Text key={c.key} size="xs" c={c.completed ? undefined : 'dimmed'}>
              {c.completed ? '✓ ' : '○ '}
              {t('rank.condition', { name: t(`rank.key.${c.key}`, { defaultValue: c.key }), current: c.current, target: c.target })}
            </Text>
          ))}
        </Stack>
      ) : p ? (
        <Text size="sm">{t('rank.top')}</Text>
      ) : null}
      <Suspense fallback={null}>
        <Stack mt="sm">
          <VipBenefitsList formatAmount={formatAmount} />
        </Stack>
      </Suspense>
    </Card>
  );
}

export function RewardCentrePage() {
  const client = useQueryClient();
  const formatters = useFormatters();
  return (
    <Suspense fallback={null}>
      <RewardCentrePanel
        {...formatters}
        top={<VipProgress formatAmount={formatters.formatAmount} />}
        onClaimed={() => void client.invalidateQueries({ queryKey: walletKeys.balances() })}
      />
    </Suspense>
  );
}

export function ReferralPage() {
  return (
    <Suspense fallback={null}>
      <ReferralPanel
        {...useFormatters()}
        inviteUrl={(code) => `${window.location.origin}${paths.register}?referralCode=${encodeURIComponent(code)}`}
      />
    </Suspense>
  );
}

export function MissionLeaderboardPage() {
  return (
    <Suspense fallback={null}>
      <MissionLeaderboardPanel {...useFormatters()} />
    </Suspense>
  );
}
