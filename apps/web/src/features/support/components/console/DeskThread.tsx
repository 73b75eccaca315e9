import type { Language } from '@arcadia/contract';
import { Alert, Button, Card, Group, Modal, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { formatDateTime } from '../../../../lib/format';
import { useAddDeskOperator } from '../../api/console/add-operator';
import { useDeskClose } from '../../api/console/close';
import { useDeskMessages } from '../../api/console/get-messages';
import { useDeskOperators } from '../../api/console/get-operators';
import { useDeskMarkRead } from '../../api/console/mark-read';
import { useDeskReply } from '../../api/console/reply';

/** Who answers: a desk operator (the name the member sees), chosen once per console tab. */
function AnswerAs({ code, value, onChange }: { code: string; value: number | null; onChange(id: number): void }) {
  const { t } = useTranslation('support/console');
  const ops = useDeskOperators(code);
  const add = useAddDeskOperator(code);
  const [name, setName] = useState('');
  useEffect(() => {
    if (value === null && ops.data?.[0]) onChange(ops.data[0].id);
  }, [ops.data, value, onChange]);
  if (ops.data && !ops.data.length)
    return (
      <Group align="flex-end" wrap="wrap">
        <Textarea label={t('newAgent')} value={name} onChange={(e) => setName(e.currentTarget.value)} autosize minRows={1} maxLength={40} />
        <Button variant="light" disabled={!name.trim()} loading={add.isPending} onClick={() => add.mutate(name.trim())}>
          {t('addAgent')}
        </Button>
      </Group>
    );
  return (
    <NativeSelect
      label={t('answerAs')}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      data={(ops.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
      maw={260}
    />
  );
}

export function DeskThread({ code, id, canAnswer }: { code: string; id: number; canAnswer: boolean }) {
  const { t, i18n } = useTranslation('support/console');
  const thread = useDeskMessages(code, id);
  const reply = useDeskReply(code, id);
  const close = useDeskClose(code);
  const { mutate: markRead } = useDeskMarkRead(code);
  const [text, setText] = useState('');
  const [agent, setAgent] = useState<number | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const messages = thread.data?.messages ?? [];
  const unreadUpTo = [...messages].reverse().find((m) => m.sender === 'member' && !m.read)?.id;
  useEffect(() => {
    // Opening a conversation reads it: the member sees the read receipt.
    if (canAnswer && unreadUpTo) markRead({ id, upTo: unreadUpTo });
  }, [canAnswer, id, unreadUpTo, markRead]);
  const open = thread.data?.conversation?.status === 'open';
  const send = () => {
    if (!text.trim() || agent === null) return;
    reply.mutate({ operatorId: agent, body: text.trim() }, { onSuccess: () => setText('') });
  };
  return (
    <Card withBorder padding="sm">
      <QueryState loading={thread.isPending} error={thread.error} empty={false} onRetry={() => void thread.refetch()}>
        <Stack gap="xs" role="log" aria-live="polite" aria-label={t('history')} mah={420} style={{ overflowY: 'auto' }}>
          {messages.length === 0 ? <Text c="dimmed">{t('noMessages')}</Text> : null}
          {messages.map((m) => (
            <Paper
              key={m.id}
              p="xs"
              radius="md"
              bg={m.sender === 'member' ? 'var(--mantine-color-default-hover)' : 'var(--mantine-color-blue-light)'}
              ml={m.sender === 'member' ? 0 : 'xl'}
              mr={m.sender === 'member' ? 'xl' : 0}
              data-testid={`desk-msg-${m.sender}`}
            >
              <Text size="xs" c="dimmed">
                {m.sender === 'member' ? t('member') : (m.operatorName ?? t('system'))} ·{' '}
                {formatDateTime(m.createdAt, i18n.language as Language)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {m.body || (m.hasImage ? t('image') : '')}
              </Text>
            </Paper>
          ))}
        </Stack>
      </QueryState>
      {canAnswer && open ? (
        <Stack gap="xs" mt="sm">
          <AnswerAs code={code} value={agent} onChange={setAgent} />
          <Textarea
            label={t('reply')}
            value={text}
            maxLength={1000}
            autosize
            minRows={2}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
            }}
          />
          {reply.error || close.error ? (
            <Alert color="red" role="alert">
              {(reply.error ?? close.error)?.message}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button variant="default" color="red" onClick={() => setConfirmClose(true)}>
              {t('close')}
            </Button>
            <Button onClick={send} loading={reply.isPending} disabled={!text.trim() || agent === null}>
              {t('send')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {!open && thread.data ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('closed')}
        </Text>
      ) : null}
      <Modal opened={confirmClose} onClose={() => setConfirmClose(false)} title={t('closeTitle')} centered>
        <Text size="sm">{t('closeQuestion')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmClose(false)}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={close.isPending} onClick={() => close.mutate(id, { onSettled: () => setConfirmClose(false) })}>
            {t('close')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
