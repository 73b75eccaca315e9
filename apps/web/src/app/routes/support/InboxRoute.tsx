import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { InboxPanel } from '../../../features/inbox';
import { useShellStore } from '../../../features/system';
import { formatDateTime } from '../../../lib/format';
import { RequireMember } from '../member/RequireMember';

/** /member/inbox: messageV2 until the member-centre frame hosts it as a panel page. */
export default function InboxRoute() {
  const language = useShellStore((s) => s.language);
  return (
    <RequireMember realOnly>
      <Container size="md" py="xl">
        <Suspense fallback={null}>
          <InboxPanel formatDateTime={(iso) => formatDateTime(iso, language)} />
        </Suspense>
      </Container>
    </RequireMember>
  );
}
