import { RESET_TOKEN_PARAM } from '@arcadia/contract/password-recovery';
import { Container, Paper, Title } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ResetPasswordPanel } from '../../../features/password-recovery';

/** /resetPassword?token=…: the page the reset e-mail links to. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('password-recovery');
  const [params, setParams] = useSearchParams();
  // Read once, then drop it from the address bar so it does not linger in history or referrers.
  const [token] = useState(() => params.get(RESET_TOKEN_PARAM) ?? '');
  useEffect(() => {
    if (params.has(RESET_TOKEN_PARAM)) setParams({}, { replace: true });
  }, [params, setParams]);
  return (
    <Container size={560} py={{ base: 'md', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="md">
        <Title order={1} size="h2" mb="md">
          {t('reset.title')}
        </Title>
        <Suspense fallback={null}>
          <ResetPasswordPanel token={token} loginHref={paths.login} forgotHref={paths.forgotPassword} />
        </Suspense>
      </Paper>
    </Container>
  );
}
