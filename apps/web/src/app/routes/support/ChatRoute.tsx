import { Center, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../features/session';
import { ChatPage } from '../../../features/support';
import { useShellStore } from '../../../features/system';
import { formatDateTime } from '../../../lib/format';
import { MAIN_ID } from '../../shell/SkipLink';

/** /chat: our own chat page, full height without the site chrome (the chat window embeds it). */
export default function ChatRoute() {
  const { t } = useTranslation('support');
  const [params] = useSearchParams();
  const token = useSessionStore((s) => s.token);
  const language = useShellStore((s) => s.language);
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      {token ? (
        <Suspense fallback={null}>
          <ChatPage
            title={params.get('title')}
            headerColor={params.get('headerColor')}
            formatTime={(iso) => formatDateTime(iso, language)}
          />
        </Suspense>
      ) : (
        <Center h="100dvh" p="md">
          <Text>{t('support:chat.loginNeeded')}</Text>
        </Center>
      )}
    </main>
  );
}
