import type { ContractAction } from '@arcadia/contract/agents';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { answerContract } from '../api/answer-contract';
import { useConsolidated } from '../api/get-consolidated';
import { agentsKeys } from '../api/keys';
import { type ContractEntry, contractEntries } from './contract-entries';

export type ContractModalProps = {
  /** The session (token): each sign-in loads the consolidated list again. */
  session: string;
  /** Opened on purpose (from a salary page) rather than because requests are waiting. */
  opened?: boolean;
  onClose?: () => void;
};

/**
 * The consolidated contract modal (spec 001 §2–§5): new requests (P, E) to accept or reject and
 * active contracts (V) to terminate or keep. After any action the list reloads and
 * contract_request_success shows; accepting a higher-rate dividend asks for confirmation first.
 */
export default function ContractModal({ session, opened, onClose }: ContractModalProps) {
  const { t } = useTranslation('agents');
  const client = useQueryClient();
  const list = useConsolidated(session);
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ContractEntry | null>(null);
  const { requests, active } = list.data ? contractEntries(list.data) : { requests: [], active: [] };
  // Opened by waiting requests, it stays open after the last answer so the member sees where it went.
  const [shown, setShown] = useState(false);
  const waiting = requests.length > 0;
  useEffect(() => {
    if (waiting) setShown(true);
  }, [waiting]);
  const open = opened ?? (shown && !dismissed);

  const act = async (entry: ContractEntry, action: ContractAction) => {
    setBusy(`${entry.key}:${action}`);
    setError(null);
    try {
      await answerContract(entry.ref, action);
      notifications.show({ color: 'green', message: t('contract_request_success') });
      await client.invalidateQueries({ queryKey: agentsKeys.all });
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('error.generic'));
    } finally {
      setBusy(null);
    }
  };
  const accept = (entry: ContractEntry) => (entry.higherRate ? setConfirm(entry) : act(entry, 'A'));
  const close = () => {
    setDismissed(true);
    onClose?.();
  };

  return (
    <>
      <Modal
        opened={open}
        onClose={close}
        centered
        size="lg"
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': t('modal.close') }}
        title={
          <Title order={2} size="h4">
            {t('modal.title')}
          </Title>
        }
      >
        <Stack gap="md" data-testid="contract-modal">
          {list.isPending ? <Loader size="sm" role="status" aria-label={t('loading')} /> : null}
          {list.isError ? (
            <Alert color="red" role="alert">
              {t('error.generic')}
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Section title={t('modal.requests')} empty={t('modal.noRequests')} entries={requests}>
            {(e) => (
              <>
                <Button size="xs" variant="default" loading={busy === `${e.key}:R`} disabled={busy !== null} onClick={() => act(e, 'R')}>
                  {t('action.reject')}
                </Button>
                <Button size="xs" loading={busy === `${e.key}:A`} disabled={busy !== null} onClick={() => accept(e)}>
                  {t('action.accept')}
                </Button>
              </>
            )}
          </Section>
          <Section title={t('modal.termination')} empty={t('modal.noActive')} entries={active}>
            {(e) => (
              <>
                {/* The second reject-style button keeps the contract: it sends A (spec 001 §4). */}
                <Button size="xs" variant="default" loading={busy === `${e.key}:A`} disabled={busy !== null} onClick={() => act(e, 'A')}>
                  {t('action.keep')}
                </Button>
                <Button size="xs" color="red" loading={busy === `${e.key}:C`} disabled={busy !== null} onClick={() => act(e, 'C')}>
                  {t('action.terminate')}
                </Button>
              </>
            )}
          </Section>
        </Stack>
      </Modal>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        centered
        size="sm"
        title={t('higher.title')}
        closeButtonProps={{ 'aria-label': t('common:action.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('higher.body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('higher.cancel')}
            </Button>
            <Button
              onClick={() => {
                const entry = confirm;
                setConfirm(null);
                if (entry) void act(entry, 'A');
              }}
            >
              {t('higher.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function Section({
  title,
  empty,
  entries,
  children,
}: {
  title: string;
  empty: string;
  entries: ContractEntry[];
  children: (e: ContractEntry) => React.ReactNode;
}) {
  const { t } = useTranslation('agents');
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : null}
      {entries.map((e) => (
        <Paper key={e.key} withBorder p="sm" radius="md" data-testid={`contract-${e.kind}`}>
          <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
            <Group gap="xs">
              <Text fw={600}>{t(`kind.${e.kind}`)}</Text>
              <Badge size="sm" variant="light">
                {t(`status.${e.status}`)}
              </Badge>
              {e.productType ? (
                <Badge size="sm" variant="outline">
                  {t(`product.${e.productType}`, { defaultValue: e.productType })}
                </Badge>
              ) : null}
              {e.computationPeriod ? (
                <Badge size="sm" variant="outline">
                  {t(`period.${e.computationPeriod}`)}
                </Badge>
              ) : null}
            </Group>
            <Group gap="xs">{children(e)}</Group>
          </Group>
          <TierTable tiers={e.tiers} />
        </Paper>
      ))}
    </Stack>
  );
}

export function TierTable({ tiers }: { tiers: Record<string, string>[] }) {
  const { t } = useTranslation('agents');
  const columns = Object.keys(tiers[0] ?? {});
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table fz="xs" verticalSpacing={4} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c}>{t(`tier.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tiers.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id of their own and never reorder
            <Table.Tr key={i}>
              {columns.map((c) => (
                <Table.Td key={c} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {row[c]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
