import { isRestricted } from '@arcadia/contract/accounts';
import { Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { logout, sessionStore, useSessionStore } from '../../../features/session';
import { ChatPage } from '../../../features/support';
import { useShellStore } from '../../../features/system';
import { formatDateTime } from '../../../lib/format';
import { Footer } from '../../shell/Footer';
import { Header } from '../../shell/Header';
import { MAIN_ID, SkipLink } from '../../shell/SkipLink';

const embedded = typeof window !== 'undefined' && window.self !== window.top;

/**
 * Why the chat is closed, and the way to open it: a visitor signs in; a restricted (type 4) account
 * is told the desk is for real accounts, since the server refuses its chat calls (spec 000 §5).
 */
function ChatClosed({ restricted }: { restricted: boolean }) {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  // A trial account signs out first: the sign-in page is for a visitor.
  const signIn = async () => {
    if (restricted) {
      await logout().catch(() => undefined);
      sessionStore.getState().clear('logout');
    }
    navigate(paths.login);
  };
  return (
    <Center py="xl" px="md" mih={embedded ? '100dvh' : 320}>
      <Card withBorder radius="md" padding="lg" maw={440} w="100%" data-testid="chat-closed">
        <Stack gap="sm">
          <Title order={1} size="h3">
            {t('chat.title')}
          </Title>
          <Text>{restricted ? t('chat.realAccountNeeded') : t('chat.loginNeeded')}</Text>
          <Group>
            <Button onClick={() => void signIn()}>{restricted ? t('chat.signInReal') : t('chat.signIn')}</Button>
            <Button variant="default" component={Link} to={paths.register} target={embedded ? '_top' : undefined}>
              {t('chat.register')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}

/**
 * /chat: our own chat page, full height without the site chrome in the chat window that embeds it.
 * Opened on its own, it keeps the site's header (and, when closed to this visitor, the footer) so
 * nobody is stranded there.
 */
export default function ChatRoute() {
  const [params] = useSearchParams();
  const token = useSessionStore((s) => s.token);
  const accountType = useSessionStore((s) => s.isAgent);
  const language = useShellStore((s) => s.language);
  const restricted = token != null && accountType != null && isRestricted(accountType);
  if (token && !restricted) {
    const chat = (height?: string) => (
      <Suspense fallback={null}>
        <ChatPage
          title={params.get('title')}
          headerColor={params.get('headerColor')}
          formatTime={(iso) => formatDateTime(iso, language)}
          height={height}
        />
      </Suspense>
    );
    if (embedded)
      return (
        <main id={MAIN_ID} tabIndex={-1}>
          {chat()}
        </main>
      );
    // Opened on its own (an address typed or kept): the site's header above the chat, a way back to the site.
    return (
      <div style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
        <SkipLink />
        <Header />
        <main id={MAIN_ID} tabIndex={-1} style={{ flex: 1, minHeight: 0 }}>
          {chat('100%')}
        </main>
      </div>
    );
  }
  if (embedded)
    return (
      <main id={MAIN_ID} tabIndex={-1}>
        <ChatClosed restricted={restricted} />
      </main>
    );
  return (
    <>
      <SkipLink />
      <Header />
      <main id={MAIN_ID} className="arcadia-main" tabIndex={-1}>
        <ChatClosed restricted={restricted} />
      </main>
      <Footer />
    </>
  );
}
