import type { InboxMessage } from '@arcadia/contract/inbox';
import { Accordion, Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeMessages } from '../api/change-messages';
import { useMessages } from '../api/get-messages';
import { Pager } from './Pager';

type Props = { formatDateTime: (iso: string) => string };

/** The member-centre messageV2 page: newest first; opening a message marks it read; delete per message. */
export function InboxPanel({ formatDateTime }: Props) {
  const { t } = useTranslation('inbox');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useMessages(page);
  const { read, remove, removing } = useChangeMessages();
  const [open, setOpen] = useState<string | null>(null);

  const onOpen = (value: string | null, list: InboxMessage[]) => {
    setOpen(value);
    const message = list.find((m) => String(m.id) === value);
    if (message && !message.read) read([message.id]);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="inbox-title">
      <Title order={2} id="inbox-title" size="h3">
        {t('inbox.title')}
      </Title>
      {isLoading ? (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Group>
      ) : isError || !data ? (
        <Alert color="red" role="alert" title={t('error')}>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('inbox.empty')}
        </Text>
      ) : (
        <>
          <Accordion value={open} onChange={(v) => onOpen(v, data.list)} variant="separated">
            {data.list.map((m) => (
              <Accordion.Item key={m.id} value={String(m.id)} data-testid="inbox-message">
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={m.read ? 400 : 700} truncate miw={0} style={{ flex: 1 }}>
                      {m.title}
                    </Text>
                    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                      {m.read ? null : (
                        <Badge size="xs" color="red.9">
                          {t('inbox.new')}
                        </Badge>
                      )}
                      <Text size="xs" c="dimmed" visibleFrom="xs">
                        {formatDateTime(m.sendTime)}
                      </Text>
                    </Group>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text size="xs" c="dimmed" hiddenFrom="xs" mb="xs">
                    {formatDateTime(m.sendTime)}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.content}</Text>
                  <Group justify="flex-end" mt="sm">
                    <Button size="xs" variant="subtle" color="red" loading={removing} onClick={() => remove([m.id])}>
                      {t('inbox.delete')}
                    </Button>
                  </Group>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Pager page={page} pages={Math.ceil(data.total / data.size)} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

export default InboxPanel;
