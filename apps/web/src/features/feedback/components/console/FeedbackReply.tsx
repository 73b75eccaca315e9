import { FEEDBACK_REPLY_MAX } from '@arcadia/contract/feedback';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplyFeedback } from '../../api/console/reply-feedback';

/** The answer to a member's feedback (shown to them in the member centre and sent to their inbox). */
export function FeedbackReply({ code, id, reply }: { code: string; id: number; reply: string | null }) {
  const { t } = useTranslation('feedback/console');
  const send = useReplyFeedback(code);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <Stack gap={6} mt="xs">
      {reply ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {t('reply.current', { reply })}
        </Text>
      ) : null}
      {open ? (
        <>
          <Textarea
            label={t('reply.label')}
            value={text}
            maxLength={FEEDBACK_REPLY_MAX}
            autosize
            minRows={2}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          {send.error ? (
            <Alert color="red" role="alert">
              {send.error.message}
            </Alert>
          ) : null}
          <Group gap="xs">
            <Button
              size="xs"
              loading={send.isPending}
              disabled={!text.trim()}
              onClick={() => send.mutate({ id, reply: text.trim() }, { onSuccess: () => setOpen(false) })}
            >
              {t('reply.send')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setOpen(false)}>
              {t('reply.cancel')}
            </Button>
          </Group>
        </>
      ) : (
        <Button
          size="compact-xs"
          variant="light"
          w="fit-content"
          onClick={() => {
            setText(reply ?? '');
            setOpen(true);
          }}
        >
          {reply ? t('reply.edit') : t('reply.open')}
        </Button>
      )}
    </Stack>
  );
}
