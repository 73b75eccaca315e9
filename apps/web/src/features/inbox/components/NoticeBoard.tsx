import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../api/get-announcements';
import { useNotices } from '../api/get-notices';
import { Failed, Waiting } from './BoardStates';
import { Pager } from './Pager';

type Props = {
  /** A signed-in real account: the board adds the members' announcements (getAnnouncementLogined). */
  member?: boolean;
  formatDateTime: (iso: string) => string;
  /** Renders operator HTML safely (the app's sanitising component). */
  renderHtml: (html: string) => ReactNode;
};

/** The notice list: 10 per page, a pager of up to 7 numbers (spec 001 §2). */
export function NoticeBoard({ member = false, formatDateTime, renderHtml }: Props) {
  const { t, i18n } = useTranslation('inbox');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useNotices(i18n.language, page);
  const announcements = useAnnouncements(i18n.language, member).data ?? [];
  return (
    <Stack gap="md" component="section" aria-labelledby="notices-title">
      <Title order={1} id="notices-title" size="h2">
        {t('notices.title')}
      </Title>
      {member && announcements.length ? (
        <Stack gap="xs" component="section" aria-labelledby="announcements-title" data-testid="member-announcements">
          <Title order={2} id="announcements-title" size="h4">
            {t('notices.members')}
          </Title>
          <Accordion variant="separated">
            {announcements.map((n) => (
              <Accordion.Item key={n.id} value={String(n.id)} data-testid="member-announcement">
                <Accordion.Control>
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <Badge size="sm" color="grape" variant="light" style={{ flexShrink: 0 }}>
                      {t('notices.membersOnly')}
                    </Badge>
                    <Text truncate>{n.title}</Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>{renderHtml(n.content)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ) : null}
      {isLoading ? (
        <Waiting />
      ) : isError || !data ? (
        <Failed retry={() => void refetch()} />
      ) : data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('notices.empty')}
        </Text>
      ) : (
        <>
          <Accordion variant="separated">
            {data.list.map((n) => (
              <Accordion.Item key={n.id} value={String(n.id)} data-testid="notice">
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1 }}>
                      <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                        {t(`notices.type.${n.type}`)}
                      </Badge>
                      <Text truncate>{n.title}</Text>
                    </Group>
                    <Text size="xs" c="dimmed" visibleFrom="xs">
                      {formatDateTime(n.startDate)}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>{renderHtml(n.content)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Pager page={page} pages={Math.ceil(data.total / data.size)} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

export default NoticeBoard;
