import type { Language } from '@arcadia/contract';
import { PAYMENT_QUEUE_DELAY_MS, type PaymentConfirmationItem } from '@arcadia/contract/payment-confirmation';
import { Alert, Box, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { usePaymentConfirmations } from '../api/get-payment-confirmations';
import { useProcessPayment } from '../api/process-payment';
import { readAsDataUrl } from '../lib/proof-file';
import { ProofPicker } from './ProofPicker';

export type PaymentConfirmationQueueProps = {
  /** The session the queue belongs to (its token): each sign-in asks again. */
  session: string;
  /** Formats an amount in the merchant's currency (the shell knows it from the wallet). */
  formatAmount(amount: string): string;
};

/**
 * The payment-confirmation modal (spec 001 §2, §4): one person-to-person payment at a time; an
 * answer removes it, the next shows 0.5 s later, and the modal closes when none is left. Closing it
 * early leaves the rest for the next sign-in.
 */
export default function PaymentConfirmationQueue({ session, formatAmount }: PaymentConfirmationQueueProps) {
  const { t } = useTranslation('payment-confirmation');
  const list = usePaymentConfirmations(session);
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const [between, setBetween] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const all = list.data ?? [];
  const queue = all.filter((i) => !answered.has(i.payDetailId));
  const item = queue[0];
  const opened = !dismissed && queue.length > 0;

  const done = (id: number) => {
    setAnswered((prev) => new Set(prev).add(id));
    setBetween(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setBetween(false), PAYMENT_QUEUE_DELAY_MS);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => setDismissed(true)}
      centered
      size="md"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('later') }}
      title={
        <Title order={2} size="h4" id="payment-confirmation-title">
          {t('title')}
        </Title>
      }
    >
      <Stack gap="md" data-testid="payment-confirmation">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('position', { current: answered.size + 1, total: all.length })}
        </Text>
        {between || !item ? (
          <Group gap="xs" mih={120} justify="center" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('recorded')}</Text>
          </Group>
        ) : (
          <ItemPanel key={item.payDetailId} item={item} formatAmount={formatAmount} onDone={() => done(item.payDetailId)} />
        )}
      </Stack>
    </Modal>
  );
}

const FACTS = { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 16, rowGap: 6, alignItems: 'baseline' } as const;

function ItemPanel({ item, formatAmount, onDone }: { item: PaymentConfirmationItem; formatAmount(a: string): string; onDone(): void }) {
  const { t, i18n } = useTranslation(['payment-confirmation', 'common']);
  const process = useProcessPayment();
  const [mode, setMode] = useState<'choose' | 'proof'>('choose');
  const [proof, setProof] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const busy = process.isPending || reading;

  const answer = async (isMoneyReceived: 'Y' | 'N' | 'A') => {
    let proofOfNotReceive: string | undefined;
    if (isMoneyReceived === 'N') {
      if (!proof) return;
      setReading(true);
      try {
        proofOfNotReceive = await readAsDataUrl(proof);
      } finally {
        setReading(false);
      }
    }
    process.mutate({ isMoneyReceived, payDetailId: item.payDetailId, proofOfNotReceive }, { onSuccess: onDone });
  };

  const error = process.error;
  const errorText = error instanceof ApiError && error.message ? error.message : error ? t('common:error.unknown') : null;

  return (
    <Stack gap="md">
      <Text>{t('question')}</Text>
      <Box component="dl" m={0} style={FACTS}>
        <Text component="dt" c="dimmed" size="sm">
          {t('amount')}
        </Text>
        <Text component="dd" m={0} fw={700} fz="xl" data-testid="payment-amount">
          {formatAmount(item.amount)}
        </Text>
        <Text component="dt" c="dimmed" size="sm">
          {t('remaining')}
        </Text>
        <Text component="dd" m={0}>
          {formatAmount(item.remainingAmount)}
        </Text>
        <Text component="dt" c="dimmed" size="sm">
          {t('paidAt')}
        </Text>
        <Text component="dd" m={0}>
          {formatDateTime(item.createdAt, i18n.language as Language)}
        </Text>
      </Box>
      {item.isAutoConfirmed === 'Y' ? (
        <Paper p="xs" radius="sm" bg="var(--mantine-color-blue-light)">
          <Text size="sm">{t('autoNote')}</Text>
        </Paper>
      ) : null}
      {errorText ? (
        <Alert color="red" variant="light" role="alert" title={t('common:error.title')}>
          {errorText}
        </Alert>
      ) : null}
      {mode === 'choose' ? (
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <Button onClick={() => answer('Y')} loading={busy} color="green">
            {t('received')}
          </Button>
          <Button
            onClick={() => {
              process.reset();
              setMode('proof');
            }}
            disabled={busy}
            variant="default"
          >
            {t('notReceived')}
          </Button>
          {item.isAutoConfirmed === 'Y' ? (
            <Button onClick={() => answer('A')} loading={busy} variant="light">
              {t('keepAuto')}
            </Button>
          ) : null}
        </Group>
      ) : (
        <Stack gap="sm">
          <ProofPicker onChange={setProof} disabled={busy} />
          <Group gap="sm" justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                process.reset();
                setMode('choose');
              }}
              disabled={busy}
            >
              {t('back')}
            </Button>
            <Button color="red.9" onClick={() => answer('N')} loading={busy} disabled={!proof}>
              {t('submitNotReceived')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
