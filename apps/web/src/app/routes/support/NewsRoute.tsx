import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { SafeHtml } from '../../../components/SafeHtml';
import { paths } from '../../../config/paths';
import { NewsBoard } from '../../../features/inbox';
import { useRealAccount } from '../../../features/session';
import { useShellStore } from '../../../features/system';
import { formatDateTime } from '../../../lib/format';

/** A positive whole number from the address, or null (anything else shows the list). */
const positive = (v: string | null) => (v && /^[1-9]\d{0,14}$/.test(v) ? Number(v) : null);

const hrefOf = ({ id, page }: { id?: number; page?: number }) =>
  id ? `${paths.news}?id=${id}` : page && page > 1 ? `${paths.news}?page=${page}` : paths.news;

/** /news: the notices as news, one slash level deep so the SEO rules of spec 000 §2 cover list and article. */
export default function NewsRoute() {
  const language = useShellStore((s) => s.language);
  const member = useRealAccount();
  const [params, setParams] = useSearchParams();
  const id = positive(params.get('id'));
  const page = positive(params.get('page')) ?? 1;
  return (
    <Container size="md" py="xl">
      <Suspense fallback={null}>
        <NewsBoard
          id={id}
          page={page}
          member={member}
          hrefOf={hrefOf}
          onPage={(p) => {
            setParams(p > 1 ? { page: String(p) } : {});
            window.scrollTo({ top: 0 });
          }}
          formatDateTime={(iso) => formatDateTime(iso, language)}
          renderHtml={(html) => <SafeHtml html={html} />}
        />
      </Suspense>
    </Container>
  );
}
