import { Button, Container } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CaptchaField } from '../../../features/captcha';
import { FeedbackModal } from '../../../features/feedback';
import { useSessionStore } from '../../../features/session';
import { HelpCentre } from '../../../features/support';
import { useShellStore } from '../../../features/system';

/** /helpmc (menu and content) and /help (menu only), with the feedback modal one click away. */
export default function HelpRoute({ variant }: { variant: 'full' | 'menu' }) {
  const { t } = useTranslation('support');
  const language = useShellStore((s) => s.language);
  const token = useSessionStore((s) => s.token);
  const account = useSessionStore((s) => s.account ?? s.username);
  const [feedback, setFeedback] = useState(false);
  // ?item=<tag or id> opens one help item; choosing another rewrites it so the address can be shared (ADR 031).
  const [params, setParams] = useSearchParams();
  return (
    <Container size="lg" py="xl">
      <Suspense fallback={null}>
        <HelpCentre
          language={language}
          variant={variant}
          item={params.get('item')}
          onItemChange={(item) => setParams({ item }, { replace: true })}
          actions={
            <Button variant="light" onClick={() => setFeedback(true)}>
              {t('help.feedback')}
            </Button>
          }
        />
      </Suspense>
      {feedback ? (
        <Suspense fallback={null}>
          <FeedbackModal
            opened={feedback}
            onClose={() => setFeedback(false)}
            account={token ? (account ?? '') : null}
            renderCaptcha={(p) => (
              <Suspense fallback={null}>
                <CaptchaField value={p.value} onChange={p.onChange} error={p.error} reloadKey={p.reloadKey} />
              </Suspense>
            )}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
