import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { CentreComing, CentreFrame, type CentreKind } from '../../features/member-centre';
import { AGENT_PAGE_COMPONENTS, MEMBER_PAGE_COMPONENTS } from './registry';

const componentOf = (kind: CentreKind, page: string) =>
  (kind === 'member' ? (MEMBER_PAGE_COMPONENTS as Record<string, unknown>) : (AGENT_PAGE_COMPONENTS as Record<string, unknown>))[page] as
    | React.ComponentType
    | null
    | undefined;

const fallback = (
  <Center py="xl">
    <Loader aria-hidden="true" />
  </Center>
);

/** One centre's menu and page: the page's component from the registry, or its "coming" state. */
export function CentreBody({
  kind,
  pages,
  page,
  onSelect,
}: {
  kind: CentreKind;
  pages: readonly string[];
  page: string | null;
  onSelect: (p: string) => void;
}) {
  return (
    <Suspense fallback={fallback}>
      <CentreFrame
        kind={kind}
        pages={pages}
        page={page}
        onSelect={onSelect}
        renderPage={(p) => {
          const Page = componentOf(kind, p);
          return <Suspense fallback={fallback}>{Page ? <Page /> : <CentreComing page={p} />}</Suspense>;
        }}
      />
    </Suspense>
  );
}
