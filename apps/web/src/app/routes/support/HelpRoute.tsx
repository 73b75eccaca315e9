import { Button, Container, Group } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OnDemand } from '../../../components/LoadingCover';
import { memberPage } from '../../../config/paths';
import { CaptchaField } from '../../../features/captcha';
import { FeedbackModal } from '../../../features/feedback';
import { useSessionStore } from '../../../features/session';
import { HelpCentre } from '../../../features/support';
import { useShellStore } from '../../../features/system';

/** /helpmc (menu and content) and /help (menu only), with the feedback modal one click away and, for a member, their earlier feedback. */
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
            <Group gap="sm">
              <Button variant="light" onClick={() => setFeedback(true)}>
                {t('help.feedback')}
              </Button>
              {/* A member sees the answers to earlier feedback in the member centre (ADR 033). */}
              {token ? (
                <Button variant="subtle" component={Link} to={memberPage('myFeedback')}>
                  {t('help.myFeedback')}
                </Button>
              ) : null}
            </Group>
          }
        />
      </Suspense>
      {feedback ? (
        <OnDemand>
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
        </OnDemand>
      ) : null}
    </Container>
  );
}
