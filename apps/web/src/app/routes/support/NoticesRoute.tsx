import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { SafeHtml } from '../../../components/SafeHtml';
import { NoticeBoard } from '../../../features/inbox';
import { useShellStore } from '../../../features/system';
import { formatDateTime } from '../../../lib/format';

/** /notices: the notice board. */
export default function NoticesRoute() {
  const language = useShellStore((s) => s.language);
  return (
    <Container size="md" py="xl">
      <Suspense fallback={null}>
        <NoticeBoard formatDateTime={(iso) => formatDateTime(iso, language)} renderHtml={(html) => <SafeHtml html={html} />} />
      </Suspense>
    </Container>
  );
}
