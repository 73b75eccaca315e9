import { type ExclusionView, SELF_EXCLUSION_MONTHS, type TakeExclusion, TIMEOUT_DAYS } from '@arcadia/contract/safer-gambling';
import { Alert, Button, Card, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const TIMEOUT_CHOICES = [TIMEOUT_DAYS.min, 3, 7, 14, 30, TIMEOUT_DAYS.max];
const EXCLUSION_CHOICES = [SELF_EXCLUSION_MONTHS.min, 12, 24, 36, SELF_EXCLUSION_MONTHS.max];

type Props = {
  exclusion: ExclusionView | null;
  busy: boolean;
  formatDateTime: (iso: string) => string;
  onTake: (choice: TakeExclusion) => void;
};

/** Time-out and self-exclusion: a clear choice, and a dialog that says it cannot be undone early. */
export function ExclusionCard({ exclusion, busy, formatDateTime, onTake }: Props) {
  const { t } = useTranslation('safer-gambling');
  const [days, setDays] = useState(String(TIMEOUT_DAYS.min));
  const [months, setMonths] = useState(String(SELF_EXCLUSION_MONTHS.min));
  const [asking, setAsking] = useState<TakeExclusion | null>(null);
  const describe = (c: TakeExclusion) =>
    c.kind === 'timeout'
      ? t('exclusion.timeoutFor', { count: c.days })
      : c.months === null
        ? t('exclusion.permanent')
        : t('exclusion.selfFor', { count: c.months });
  return (
    <Card withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="xs">
        {t('exclusion.title')}
      </Title>
      {exclusion ? (
        <Alert color="orange" role="status" mb="sm">
          {exclusion.until
            ? t('exclusion.activeUntil', { kind: t(`exclusion.kind.${exclusion.kind}`), until: formatDateTime(exclusion.until) })
            : t('exclusion.activePermanent')}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed" mb="sm">
        {t('exclusion.explain')}
      </Text>
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            label={t('exclusion.timeout')}
            value={days}
            onChange={(e) => setDays(e.currentTarget.value)}
            data={TIMEOUT_CHOICES.map((d) => ({ value: String(d), label: t('exclusion.days', { count: d }) }))}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="sg-timeout-days"
          />
          <Button
            variant="light"
            color="orange"
            disabled={busy}
            onClick={() => setAsking({ kind: 'timeout', days: Number(days) })}
            data-testid="sg-timeout-take"
          >
            {t('exclusion.take')}
          </Button>
        </Group>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            label={t('exclusion.self')}
            value={months}
            onChange={(e) => setMonths(e.currentTarget.value)}
            data={[
              ...EXCLUSION_CHOICES.map((m) => ({ value: String(m), label: t('exclusion.months', { count: m }) })),
              { value: 'permanent', label: t('exclusion.permanentOption') },
            ]}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="light"
            color="red"
            disabled={busy}
            onClick={() => setAsking({ kind: 'self_exclusion', months: months === 'permanent' ? null : Number(months) })}
          >
            {t('exclusion.take')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('exclusion.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('cancel') }}
      >
        {asking ? (
          <Stack gap="md">
            <Text fw={600}>{describe(asking)}</Text>
            <Text size="sm">{t('exclusion.confirmText')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
                {t('cancel')}
              </Button>
              <Button
                color="red"
                loading={busy}
                onClick={() => {
                  onTake(asking);
                  setAsking(null);
                }}
                data-testid="sg-exclusion-confirm"
              >
                {t('exclusion.confirmButton')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Card>
  );
}
