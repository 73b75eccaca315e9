import { Suspense } from 'react';
import { CaptchaField } from '../../../features/captcha';
import { MyFeedbackPanel } from '../../../features/feedback';
import { useSessionStore } from '../../../features/session';
import { useShellStore } from '../../../features/system';
import { formatDateTime } from '../../../lib/format';

/** myFeedback inside the member centre (ADR 033): the feedback form and the member's own feedback with the answers. */
export default function FeedbackPage() {
  const language = useShellStore((s) => s.language);
  const account = useSessionStore((s) => s.account ?? s.username ?? '');
  return (
    <Suspense fallback={null}>
      <MyFeedbackPanel
        account={account}
        formatDateTime={(iso) => formatDateTime(iso, language)}
        renderCaptcha={(p) => (
          <Suspense fallback={null}>
            <CaptchaField value={p.value} onChange={p.onChange} error={p.error} reloadKey={p.reloadKey} />
          </Suspense>
        )}
      />
    </Suspense>
  );
}
