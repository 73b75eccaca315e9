import type { RewardTask } from '@arcadia/contract/reward-centre';
import { Alert, Button, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { claimReward, rewardCentreKeys, useRewardCentre } from '../api/reward-centre';
import { PromoCodeBox } from './PromoCodeBox';
import { History, NewbieCard, RescueCard, SignInCard } from './RewardCards';

export type Formatters = { formatAmount: (amount: string) => string; formatDateTime: (iso: string) => string };
type Props = Formatters & {
  onClaimed: () => void;
  /** Shown above the tasks (the app puts the member's VIP progress there). */
  top?: ReactNode;
};

/** rewardCenter (spec 000 §6): daily sign-in, newbie tasks, rescue bonus and the claims so far. */
export function RewardCentrePanel({ formatAmount, formatDateTime, onClaimed, top }: Props) {
  // The strings load lazily: wait for them rather than flash raw keys.
  const { t, ready } = useTranslation('reward-centre');
  const client = useQueryClient();
  const { data, isPending, isError, refetch } = useRewardCentre();
  const [busy, setBusy] = useState<RewardTask | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  if (!ready || isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  if (isError)
    return (
      <Alert color="red" title={t('error')}>
        <Button variant="light" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  const claim = async (task: RewardTask) => {
    setBusy(task);
    setResult(null);
    try {
      const c = await claimReward(task);
      setResult({ ok: true, text: t('claimed', { amount: formatAmount(c.amount) }) });
      onClaimed();
    } catch (e) {
      setResult({ ok: false, text: e instanceof ApiError && e.message ? e.message : t('error') });
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: rewardCentreKeys.all });
    }
  };
  const cards = { data, busy, claim, formatAmount };
  return (
    <Stack gap="md" data-testid="reward-centre">
      {result ? (
        <Alert
          color={result.ok ? 'green' : 'red'}
          role="status"
          data-testid="reward-result"
          withCloseButton
          onClose={() => setResult(null)}
        >
          {result.text}
        </Alert>
      ) : null}
      {top}
      <PromoCodeBox formatAmount={formatAmount} onRedeemed={onClaimed} />
      <SignInCard {...cards} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NewbieCard {...cards} />
        <RescueCard {...cards} />
      </SimpleGrid>
      <History data={data} formatAmount={formatAmount} formatDateTime={formatDateTime} />
    </Stack>
  );
}

export default RewardCentrePanel;
