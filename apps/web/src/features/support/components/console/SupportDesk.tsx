import type { Language } from '@arcadia/contract';
import { Badge, Grid, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { type DeskStatus, useDeskConversations } from '../../api/console/get-conversations';
import { DeskThread } from './DeskThread';

/**
 * The operators' side of the member chat: the queue, one conversation's history, answer, close.
 * There is no operator socket, so the queue and the open thread are polled every 5 s (ADR 027).
 */
export default function SupportDesk({ code, can }: ConsolePageProps) {
  const { t, i18n } = useTranslation('support/console');
  const [status, setStatus] = useState<DeskStatus>('open');
  const [selected, setSelected] = useState<number | null>(null);
  const list = useDeskConversations(code, status);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <SegmentedControl
        aria-label={t('status')}
        value={status}
        onChange={(v) => {
          setStatus(v as DeskStatus);
          setSelected(null);
        }}
        data={[
          { value: 'open', label: t('open') },
          { value: 'closed', label: t('closedTab') },
        ]}
        maw={320}
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <QueryState loading={list.isPending} error={list.error} empty={list.data?.length === 0} onRetry={() => void list.refetch()}>
            <Stack component="ul" gap={4} aria-label={t('queue')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.data?.map((c) => (
                <li key={c.id}>
                  <UnstyledButton
                    onClick={() => setSelected(c.id)}
                    aria-current={selected === c.id}
                    data-testid={`desk-conv-${c.account}`}
                    p="xs"
                    w="100%"
                    style={{
                      borderRadius: 6,
                      border: '1px solid var(--mantine-color-default-border)',
                      background: selected === c.id ? 'var(--mantine-color-blue-light)' : undefined,
                    }}
                  >
                    <Text fw={600} size="sm">
                      {c.account}{' '}
                      {c.unread ? (
                        <Badge size="sm" color="red" aria-label={t('unread', { count: c.unread })}>
                          {c.unread}
                        </Badge>
                      ) : null}
                    </Text>
                    <Text size="xs" c="dimmed">
                      #{c.id} · {c.operatorName ?? t('unassigned')} ·{' '}
                      {formatDateTime(c.lastMessageAt ?? c.createdAt, i18n.language as Language)}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </QueryState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected !== null ? (
            <DeskThread key={selected} code={code} id={selected} canAnswer={can('support')} />
          ) : (
            <Text c="dimmed" size="sm">
              {t('pick')}
            </Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
