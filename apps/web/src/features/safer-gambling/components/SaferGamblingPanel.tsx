import {
  LIMIT_KINDS,
  type LimitKind,
  type LimitPeriod,
  REALITY_CHECK_MINUTES,
  type SaferGamblingOverview,
  type TakeExclusion,
} from '@arcadia/contract/safer-gambling';
import { Alert, Button, Card, Center, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { confirmLimit, saferGamblingKeys, setLimit, setRealityCheck, takeExclusion, useSaferGambling } from '../api/safer-gambling';
import { ExclusionCard } from './ExclusionCard';
import { LimitRow } from './LimitRow';

type Props = {
  formatAmount: (amount: string) => string;
  formatDateTime: (iso: string) => string;
  /** The server has signed every session out: the app forgets the session and leaves member pages. */
  onExcluded: () => void;
};

/** The member-centre page: limits with what is left, time-out and self-exclusion, the reality-check interval. */
export function SaferGamblingPanel({ formatAmount, formatDateTime, onExcluded }: Props) {
  const { t } = useTranslation('safer-gambling');
  const client = useQueryClient();
  const { data, isPending, isError, refetch } = useSaferGambling();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // A waiting raise becomes confirmable while the page is open.
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (isPending)
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
  const run = async (work: () => Promise<SaferGamblingOverview>, done: string) => {
    setBusy(true);
    try {
      client.setQueryData(saferGamblingKeys.overview(), await work());
      setResult({ ok: true, text: done });
      return true;
    } catch (e) {
      setResult({ ok: false, text: e instanceof ApiError ? e.message : t('error') });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const onSet = (kind: LimitKind, period: LimitPeriod, amount: string | null) =>
    void run(() => setLimit({ kind, period, amount }), t('saved'));
  const onConfirm = (kind: LimitKind, period: LimitPeriod) => void run(() => confirmLimit(kind, period), t('confirmed'));
  const onTake = async (choice: TakeExclusion) => {
    if (await run(() => takeExclusion(choice), t('exclusion.taken'))) onExcluded();
  };
  return (
    <Stack gap="lg" data-testid="safer-gambling">
      <Text size="sm" c="dimmed">
        {t('intro', { zone: data.timeZone })}
      </Text>
      {result ? (
        <Alert color={result.ok ? 'green' : 'red'} role="status" data-testid="sg-result">
          {result.text}
        </Alert>
      ) : null}
      {LIMIT_KINDS.map((kind) => (
        <Card key={kind} withBorder radius="md" p="md" component="section" aria-labelledby={`sg-title-${kind}`}>
          <Title order={3} size="h5" id={`sg-title-${kind}`}>
            {t(`kindTitle.${kind}`)}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {t(`kindHelp.${kind}`)}
          </Text>
          {data.limits
            .filter((l) => l.kind === kind)
            .map((l) => (
              <LimitRow
                key={l.period}
                limit={l}
                now={now}
                busy={busy}
                formatAmount={formatAmount}
                formatDateTime={formatDateTime}
                onSet={(amount) => onSet(l.kind, l.period, amount)}
                onConfirm={() => onConfirm(l.kind, l.period)}
              />
            ))}
        </Card>
      ))}
      <Text size="xs" c="dimmed">
        {t('rules')}
      </Text>
      <Card withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="xs">
          {t('reality.title')}
        </Title>
        <NativeSelect
          label={t('reality.label')}
          description={t('reality.default', { minutes: data.realityCheck.merchantDefault })}
          value={String(data.realityCheck.minutes)}
          disabled={busy}
          onChange={(e) => void run(() => setRealityCheck(Number(e.currentTarget.value)), t('saved'))}
          data={REALITY_CHECK_MINUTES.map((m) => ({
            value: String(m),
            label: m === 0 ? t('reality.off') : t('reality.every', { minutes: m }),
          }))}
        />
      </Card>
      <ExclusionCard exclusion={data.exclusion} busy={busy} formatDateTime={formatDateTime} onTake={(c) => void onTake(c)} />
    </Stack>
  );
}

export default SaferGamblingPanel;
