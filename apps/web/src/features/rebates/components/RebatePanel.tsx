import { Alert, Button, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { claimRebate, rebateKeys, useRebateDetails, useRebateRates } from '../api/rebates';

type Props = {
  /** manualRebate shows the claim button; bonusDetails only the figures. */
  claimable: boolean;
  formatAmount: (amount: string) => string;
  formatDateTime: (iso: string) => string;
  onClaimed: () => void;
};

const percent = (rate: string) => `${(Number(rate) * 100).toFixed(2)}%`;

/** bonusDetails and manualRebate (spec 000 §2): unclaimed rebate by product, the rates (MYRBT3), past claims, and the claim. */
export function RebatePanel({ claimable, formatAmount, formatDateTime, onClaimed }: Props) {
  const { t } = useTranslation('rebates');
  const client = useQueryClient();
  const { data, isPending, isError, refetch } = useRebateDetails();
  const rates = useRebateRates().data;
  const [claiming, setClaiming] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
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
  const rateOf = (type: string) => rates?.find((r) => r.productType === type)?.rate;
  const claim = async () => {
    setClaiming(true);
    try {
      const c = await claimRebate();
      setResult({ ok: true, text: t('claimed', { amount: formatAmount(c.amount) }) });
      onClaimed();
    } catch (e) {
      setResult({ ok: false, text: e instanceof ApiError ? e.message : t('error') });
    } finally {
      setClaiming(false);
      await client.invalidateQueries({ queryKey: rebateKeys.all });
    }
  };
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between">
          <Stack gap={2}>
            <Text c="dimmed" size="sm">
              {t('unclaimed')}
            </Text>
            <Text size="xl" fw={700} data-testid="rebate-unclaimed">
              {formatAmount(data.unclaimed)}
            </Text>
          </Stack>
          {claimable ? (
            <Button onClick={() => void claim()} loading={claiming} disabled={Number(data.unclaimed) <= 0} data-testid="rebate-claim">
              {t('claim')}
            </Button>
          ) : null}
        </Group>
        {result ? (
          <Alert mt="md" color={result.ok ? 'green' : 'red'} role="status">
            {result.text}
          </Alert>
        ) : null}
      </Card>
      <section>
        <Title order={3} size="h5" mb="xs">
          {t('byProduct')}
        </Title>
        {data.byProduct.length === 0 ? (
          <Text c="dimmed">{t('none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('col.product')}</Table.Th>
                  <Table.Th>{t('col.turnover')}</Table.Th>
                  <Table.Th>{t('col.rate')}</Table.Th>
                  <Table.Th>{t('col.rebate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.byProduct.map((r) => (
                  <Table.Tr key={r.productType}>
                    <Table.Td>{t(`product.${r.productType}`)}</Table.Td>
                    <Table.Td>{formatAmount(r.turnover)}</Table.Td>
                    <Table.Td>{rateOf(r.productType) ? percent(rateOf(r.productType)!) : '—'}</Table.Td>
                    <Table.Td>{formatAmount(r.rebate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
      {data.claims.length ? (
        <section>
          <Title order={3} size="h5" mb="xs">
            {t('history')}
          </Title>
          <Stack gap={4} data-testid="rebate-history">
            {data.claims.map((c) => (
              <Group key={c.id} justify="space-between">
                <Text size="sm">{formatDateTime(c.createdAt)}</Text>
                <Text size="sm" fw={500}>
                  {formatAmount(c.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}

export default RebatePanel;
