import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingCover } from '../../../components/LoadingCover';
import type { CentreKind } from '../../../features/member-centre';
import { CentreBody } from '../../member-centre/CentreBody';
import { choosePage, pagesFor, useCentreInput } from '../../member-centre/use-centre-input';

/**
 * A centre as a page (/member, /agent) for route-based merchants and deep links: the same menu,
 * gating and pages as the overlay; the page lives in `?page=` so it survives a reload.
 */
export function CentreRoute({ kind }: { kind: CentreKind }) {
  const { t } = useTranslation('member-centre');
  const [params, setParams] = useSearchParams();
  const { input, ready } = useCentreInput();
  const pages = pagesFor(kind, input);
  const page = ready ? choosePage(kind, pages, params.get('page')) : null;
  return (
    <Container size="lg" py="lg">
      <LoadingCover loading={!ready} />
      <Title order={1} size="h2" mb="md">
        {t(`${kind}.title`)}
      </Title>
      {ready ? <CentreBody kind={kind} pages={pages} page={page} onSelect={(p) => setParams({ page: p }, { replace: true })} /> : null}
    </Container>
  );
}
