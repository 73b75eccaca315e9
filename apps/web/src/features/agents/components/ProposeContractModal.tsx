import { type ContractKind, PRODUCT_TYPES, type ProposeContract, proposeContractSchema } from '@arcadia/contract/agents';
import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { agentsKeys } from '../api/keys';
import { proposeContract } from '../api/propose-contract';

const FIELDS: Record<ContractKind, string[]> = {
  DAILY: ['betVolume', 'activeMember', 'rateType', 'rate'],
  HOURLY: ['minimumBet', 'activeMember', 'rateType', 'rate'],
  REALTIME: ['betAmount', 'lossRate', 'winRate'],
  DIVIDEND: ['minimumBet', 'netLoss', 'periodicTotalBet', 'activeMember', 'contractRate', 'periodicTotalBetRequired'],
};
const blank = (kind: ContractKind): Record<string, string> =>
  Object.fromEntries(FIELDS[kind].map((f) => [f, f === 'rateType' ? 'P' : f === 'periodicTotalBetRequired' ? 'N' : '0']));
const NUMERIC = new Set(['activeMember', 'contractRate']);

/** An agent proposes a contract to one member of their downline; the tiers are checked by the contract schema. */
export default function ProposeContractModal({
  account,
  kind: initial,
  onClose,
}: {
  account: string;
  kind?: ContractKind;
  onClose(): void;
}) {
  const { t } = useTranslation('agents');
  const client = useQueryClient();
  const [kind, setKind] = useState<ContractKind>(initial ?? 'DAILY');
  const [productType, setProductType] = useState('ALL');
  const [period, setPeriod] = useState('WEEKLY');
  const [tiers, setTiers] = useState<Record<string, string>[]>([blank(initial ?? 'DAILY')]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const body = {
      kind,
      account,
      productType,
      computationPeriod: period,
      tiers: tiers.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, NUMERIC.has(k) ? Number(v) : v.trim()]))),
    };
    const parsed = proposeContractSchema.safeParse(body);
    if (!parsed.success) {
      setError(t('propose.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await proposeContract(parsed.data as ProposeContract);
      notifications.show({ color: 'green', message: t('propose.sent', { account }) });
      await client.invalidateQueries({ queryKey: agentsKeys.all });
      onClose();
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('error.generic'));
    } finally {
      setBusy(false);
    }
  };

  const setField = (i: number, f: string, v: string) => setTiers((rows) => rows.map((r, j) => (j === i ? { ...r, [f]: v } : r)));
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={t('propose.title', { account })}
      closeButtonProps={{ 'aria-label': t('common:action.close') }}
    >
      <Stack gap="sm">
        <Group grow wrap="wrap">
          <Select
            label={t('propose.kind')}
            data={(['DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND'] as const).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            value={kind}
            allowDeselect={false}
            onChange={(v) => {
              const k = (v ?? 'DAILY') as ContractKind;
              setKind(k);
              setTiers([blank(k)]);
            }}
          />
          {kind === 'DIVIDEND' || kind === 'HOURLY' ? (
            <Select
              label={t('propose.productType')}
              data={PRODUCT_TYPES.map((p) => ({ value: p, label: t(`product.${p}`) }))}
              value={productType}
              allowDeselect={false}
              onChange={(v) => setProductType(v ?? 'ALL')}
            />
          ) : null}
          {kind === 'DIVIDEND' ? (
            <Select
              label={t('propose.period')}
              data={['DAILY', 'WEEKLY', 'HALF_MONTH', 'MONTHLY'].map((p) => ({ value: p, label: t(`period.${p}`) }))}
              value={period}
              allowDeselect={false}
              onChange={(v) => setPeriod(v ?? 'WEEKLY')}
            />
          ) : null}
        </Group>
        <Text size="sm" fw={600}>
          {t('propose.tiers')}
        </Text>
        {tiers.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tier rows are edited in place and never reorder
          <Group key={i} gap="xs" align="flex-end" wrap="wrap" data-testid="tier-row">
            {FIELDS[kind].map((f) =>
              f === 'rateType' || f === 'periodicTotalBetRequired' ? (
                <Select
                  key={f}
                  w={110}
                  label={t(`tier.${f}`)}
                  data={
                    f === 'rateType'
                      ? [
                          { value: 'P', label: t('tier.percent') },
                          { value: 'F', label: t('tier.fixed') },
                        ]
                      : [
                          { value: 'Y', label: t('yes') },
                          { value: 'N', label: t('no') },
                        ]
                  }
                  value={row[f]}
                  allowDeselect={false}
                  onChange={(v) => setField(i, f, v ?? '')}
                />
              ) : (
                <TextInput
                  key={f}
                  w={110}
                  label={t(`tier.${f}`)}
                  inputMode="decimal"
                  value={row[f]}
                  onChange={(e) => setField(i, f, e.currentTarget.value)}
                />
              ),
            )}
            {tiers.length > 1 ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('propose.removeTier')}
                onClick={() => setTiers((r) => r.filter((_, j) => j !== i))}
              >
                ×
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        <Group justify="space-between">
          <Button variant="subtle" size="xs" onClick={() => setTiers((r) => [...r, blank(kind)])} disabled={tiers.length >= 20}>
            {t('propose.addTier')}
          </Button>
        </Group>
        {kind === 'DIVIDEND' ? (
          <Text size="xs" c="dimmed">
            {t('propose.ratePercent')}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={busy} onClick={submit}>
            {t('propose.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
