import type { Language } from '@arcadia/contract';
import { Badge, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { useFeedback } from '../../api/console/get-feedback';
import { FeedbackReply } from './FeedbackReply';

const PAGE_SIZE = 20;

/** What members and visitors reported through the feedback form, newest first (read-only). */
export default function FeedbackInbox({ code }: ConsolePageProps) {
  const { t, i18n } = useTranslation('feedback/console');
  const [page, setPage] = useState(1);
  const feedback = useFeedback(code, page);
  const total = feedback.data?.total ?? 0;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('feedback.intro')}
      </Text>
      <QueryState
        loading={feedback.isPending}
        error={feedback.error}
        empty={feedback.data?.list.length === 0}
        onRetry={() => void feedback.refetch()}
      >
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {feedback.data?.list.map((f) => (
            <Card key={f.id} withBorder padding="sm" component="li" aria-label={t('feedback.item', { id: f.id })}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Badge variant="light">{t(`feedback.types.${f.type}`, { defaultValue: String(f.type) })}</Badge>
                  <Text size="sm" fw={600}>
                    {f.sender || t('feedback.visitor')}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  #{f.id} · {formatDateTime(f.createdAt, i18n.language as Language)} · {f.ip}
                </Text>
              </Group>
              <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {f.content}
              </Text>
              {f.hasImage ? (
                <Text size="xs" c="dimmed" mt={4}>
                  {t('feedback.hasImage')}
                </Text>
              ) : null}
              {f.memberId !== null ? <FeedbackReply code={code} id={f.id} reply={f.reply} /> : null}
            </Card>
          ))}
        </Stack>
        {total > PAGE_SIZE ? (
          <Pagination
            total={Math.ceil(total / PAGE_SIZE)}
            value={page}
            onChange={setPage}
            getControlProps={(c) => ({ 'aria-label': t(`page.${c}`) })}
          />
        ) : null}
      </QueryState>
    </Stack>
  );
}
