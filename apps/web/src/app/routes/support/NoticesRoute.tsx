import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { SafeHtml } from '../../../components/SafeHtml';
import { NoticeBoard } from '../../../features/inbox';
import { useRealAccount } from '../../../features/session';
import { useShellStore } from '../../../features/system';
import { formatDateTime } from '../../../lib/format';

/** /notices: the notice board; a signed-in real account also sees the members' announcements. */
export default function NoticesRoute() {
  const language = useShellStore((s) => s.language);
  const member = useRealAccount();
  return (
    <Container size="md" py="xl">
      <Suspense fallback={null}>
        <NoticeBoard
          member={member}
          formatDateTime={(iso) => formatDateTime(iso, language)}
          renderHtml={(html) => <SafeHtml html={html} />}
        />
      </Suspense>
    </Container>
  );
}
