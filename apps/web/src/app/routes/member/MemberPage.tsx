import { Container, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ComingSoon';
import { paths } from '../../../config/paths';
import { SessionsPanel } from '../../../features/session';
import { useShellStore } from '../../../features/system';
import { formatDateTime } from '../../../lib/format';
import { RequireMember } from './RequireMember';

/** /member: the member centre arrives later; the signed-in devices panel is already here. */
export default function MemberPage() {
  const { t } = useTranslation('system');
  const language = useShellStore((s) => s.language);
  return (
    <RequireMember realOnly>
      <Container size="md" py="xl">
        <Stack gap="xl">
          <ComingSoon title={t('page.member')} homeHref={paths.home} />
          <Suspense fallback={null}>
            <SessionsPanel formatDateTime={(iso) => formatDateTime(iso, language)} />
          </Suspense>
        </Stack>
      </Container>
    </RequireMember>
  );
}
