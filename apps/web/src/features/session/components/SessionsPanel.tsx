import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useSessions } from '../api/get-sessions';

/** "Signed-in devices": the member's live sessions and a way to end all the others. */
export function SessionsPanel({ formatDateTime }: { formatDateTime: (iso: string) => string }) {
  const { t } = useTranslation('session');
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const [done, setDone] = useState<string | null>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="sessions-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="sessions-title">
          {t('sessions.title')}
        </Title>
        {sessions.isPending ? <Loader size="sm" role="status" aria-label={t('sessions.loading')} /> : null}
        {sessions.isError ? (
          <Alert color="red" role="alert">
            {sessions.error instanceof ApiError && sessions.error.message ? sessions.error.message : t('error.generic')}
          </Alert>
        ) : null}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.data?.map((s) => (
            <li key={s.id}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600} size="sm">
                      {t('sessions.device', { device: s.device, ip: s.ip })}
                    </Text>
                    {s.current ? (
                      <Badge size="xs" variant="light">
                        {t('sessions.current')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed" truncate maw={480} title={s.userAgent}>
                    {s.userAgent}
                  </Text>
                </div>
                <Text size="xs" c="dimmed">
                  {t('sessions.lastSeen', { time: formatDateTime(s.lastSeenAt) })}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
        <Group>
          <Button
            variant="light"
            color="red"
            disabled={others === 0}
            loading={endOthers.isPending}
            onClick={() => endOthers.mutate(undefined, { onSuccess: ({ ended }) => setDone(t('sessions.ended', { count: ended })) })}
          >
            {t('sessions.endOthers')}
          </Button>
        </Group>
        <Text size="sm" role="status" aria-live="polite">
          {done}
        </Text>
      </Stack>
    </Card>
  );
}

export default SessionsPanel;
