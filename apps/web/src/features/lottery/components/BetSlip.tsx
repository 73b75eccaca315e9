import { Big } from '@arcadia/contract';
import type { PlaceBet } from '@arcadia/contract/lottery';
import { ActionIcon, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playName, selectionText } from './labels';

export type SlipLine = Omit<PlaceBet, 'numero'> & { odds: string };

type Props = {
  lines: SlipLine[];
  numero: string | null;
  onRemove: (key: string) => void;
  onConfirm: () => void;
  busy: boolean;
  canBet: boolean;
};

/** The bet slip and its confirmation: nothing is sent until the member confirms numero, lines and total. */
export function BetSlip({ lines, numero, onRemove, onConfirm, busy, canBet }: Props) {
  const { t } = useTranslation('lottery');
  const [confirming, setConfirming] = useState(false);
  const total = lines.reduce((s, l) => s.plus(l.amount), new Big(0)).toFixed(2);
  const rows = lines.map((l) => (
    <Table.Tr key={l.key}>
      <Table.Td>{playName(t, l.playType)}</Table.Td>
      <Table.Td>{selectionText(t, l.selection)}</Table.Td>
      <Table.Td>{l.amount}</Table.Td>
      <Table.Td>×{l.odds}</Table.Td>
    </Table.Tr>
  ));
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="bet-slip-title">
      <Title order={2} size="h4" id="bet-slip-title" mb="xs">
        {t('slip.title')}
      </Title>
      {lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('slip.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {lines.map((l) => (
            <Group key={l.key} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {playName(t, l.playType)} · <b>{selectionText(t, l.selection)}</b> · {l.amount} (×{l.odds})
              </Text>
              <ActionIcon variant="subtle" color="red" aria-label={t('slip.remove')} onClick={() => onRemove(l.key)}>
                ×
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Text fw={700}>{t('slip.total', { total })}</Text>
            <Button onClick={() => setConfirming(true)} disabled={!canBet || !numero}>
              {t('slip.place')}
            </Button>
          </Group>
        </Stack>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirm.title', { numero })}
        centered
        closeButtonProps={{ 'aria-label': t('common:action.close') }}
      >
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('confirm.play')}</Table.Th>
              <Table.Th>{t('confirm.numbers')}</Table.Th>
              <Table.Th>{t('slip.amount')}</Table.Th>
              <Table.Th>{t('confirm.odds')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows}</Table.Tbody>
        </Table>
        <Group justify="space-between" mt="md">
          <Text fw={700}>{t('slip.total', { total })}</Text>
          <Group gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('confirm.cancel')}
            </Button>
            <Button
              loading={busy}
              onClick={() => {
                onConfirm();
                setConfirming(false);
              }}
            >
              {t('confirm.ok')}
            </Button>
          </Group>
        </Group>
      </Modal>
    </Card>
  );
}
