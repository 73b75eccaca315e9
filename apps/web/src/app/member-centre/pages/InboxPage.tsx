import { Suspense } from 'react';
import { InboxPanel } from '../../../features/inbox';
import { useShellStore } from '../../../features/system';
import { formatDateTime } from '../../../lib/format';

/** messageV2 inside the member centre (the same panel as /member/inbox). */
export default function InboxPage() {
  const language = useShellStore((s) => s.language);
  return (
    <Suspense fallback={null}>
      <InboxPanel formatDateTime={(iso) => formatDateTime(iso, language)} />
    </Suspense>
  );
}
