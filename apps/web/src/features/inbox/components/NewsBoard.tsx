import type { Notice } from '@arcadia/contract/inbox';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useAnnouncements } from '../api/get-announcements';
import { useNotice } from '../api/get-notice';
import { useNotices } from '../api/get-notices';
import { Failed, Waiting } from './BoardStates';
import { Pager } from './Pager';

type Props = {
  /** The notice to read (`/news?id=`), or null for the list. */
  id: number | null;
  page: number;
  /** A signed-in real account: members' notices join the list and open in the reader. */
  member: boolean;
  /** Where the list and a notice live (the app owns the paths). */
  hrefOf: (target: { id?: number; page?: number }) => string;
  onPage: (page: number) => void;
  formatDateTime: (iso: string) => string;
  /** Renders operator HTML safely (the app's sanitising component). */
  renderHtml: (html: string) => ReactNode;
};

const EXCERPT = 160;
/** The first words of a notice's HTML as plain text (parsed inert: nothing in it loads or runs). */
function excerpt(html: string): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
}

function NewsCard({
  n,
  href,
  members,
  formatDateTime,
}: {
  n: Notice;
  href: string;
  members?: boolean;
  formatDateTime: Props['formatDateTime'];
}) {
  const { t } = useTranslation('inbox');
  const summary = useMemo(() => excerpt(n.content), [n.content]);
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="news-item" aria-labelledby={`news-${n.id}`}>
      <Group gap="xs" mb={6} wrap="wrap">
        <Badge size="sm" variant="light" color={members ? 'grape' : undefined}>
          {members ? t('notices.membersOnly') : t(`notices.type.${n.type}`)}
        </Badge>
        <Text size="xs" c="dimmed" component="time" dateTime={n.startDate}>
          {formatDateTime(n.startDate)}
        </Text>
      </Group>
      <Title order={2} size="h4" id={`news-${n.id}`} style={{ overflowWrap: 'anywhere' }}>
        <Anchor component={Link} to={href} c="inherit" underline="hover">
          {n.title}
        </Anchor>
      </Title>
      {summary ? (
        <Text size="sm" c="dimmed" mt={4} lineClamp={2}>
          {summary}
        </Text>
      ) : null}
    </Card>
  );
}

function NewsList({ page, member, hrefOf, onPage, formatDateTime }: Omit<Props, 'id' | 'renderHtml'>) {
  const { t, i18n } = useTranslation('inbox');
  const { data, isLoading, isError, refetch } = useNotices(i18n.language, page);
  // Members' notices lead the first page only: paging is the public list's.
  const announcements = useAnnouncements(i18n.language, member && page === 1).data ?? [];
  if (isLoading) return <Waiting />;
  if (isError || !data) return <Failed retry={() => void refetch()} />;
  const pages = Math.ceil(data.total / data.size);
  if (data.list.length === 0 && announcements.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('news.empty')}
      </Text>
    );
  return (
    <>
      <Stack gap="sm">
        {(page === 1 ? announcements : []).map((n) => (
          <NewsCard key={`m${n.id}`} n={n} members href={hrefOf({ id: n.id })} formatDateTime={formatDateTime} />
        ))}
        {data.list.map((n) => (
          <NewsCard key={n.id} n={n} href={hrefOf({ id: n.id })} formatDateTime={formatDateTime} />
        ))}
      </Stack>
      <Pager page={Math.min(page, Math.max(pages, 1))} pages={pages} onChange={onPage} />
    </>
  );
}

function NewsArticle({ id, member, formatDateTime, renderHtml }: Pick<Props, 'member' | 'formatDateTime' | 'renderHtml'> & { id: number }) {
  const { t, i18n } = useTranslation('inbox');
  const { data, isLoading, isError, error, refetch } = useNotice(i18n.language, id, member);
  if (isLoading) return <Waiting />;
  if (isError && error instanceof ApiError && error.status === 404)
    return (
      <Text c="dimmed" py="xl" role="status">
        {t('news.gone')}
      </Text>
    );
  if (isError || !data) return <Failed retry={() => void refetch()} />;
  return (
    <Stack gap="sm" component="article" aria-labelledby="news-article-title" data-testid="news-article">
      <Group gap="xs" wrap="wrap">
        <Badge size="sm" variant="light">
          {t(`notices.type.${data.type}`)}
        </Badge>
        <Text size="sm" c="dimmed" component="time" dateTime={data.startDate}>
          {formatDateTime(data.startDate)}
        </Text>
      </Group>
      <Title order={1} size="h2" id="news-article-title" style={{ overflowWrap: 'anywhere' }}>
        {data.title}
      </Title>
      {renderHtml(data.content)}
    </Stack>
  );
}

/**
 * /news (issue 26): the site's notices as news, newest first, ten a page (spec 001 §9), each in the
 * reader's language, with a page of its own (`/news?id=`) that can be shared and indexed.
 */
export function NewsBoard(props: Props) {
  const { t } = useTranslation('inbox');
  const { id, hrefOf } = props;
  return (
    <Stack gap="md" component="section" aria-labelledby={id == null ? 'news-title' : undefined}>
      {id == null ? (
        <>
          <Title order={1} id="news-title" size="h2">
            {t('news.title')}
          </Title>
          <NewsList {...props} />
        </>
      ) : (
        <>
          <Anchor component={Link} to={hrefOf({})} size="sm" data-testid="news-back">
            ← {t('news.back')}
          </Anchor>
          <NewsArticle {...props} id={id} />
        </>
      )}
    </Stack>
  );
}

export default NewsBoard;
