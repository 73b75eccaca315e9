import { Container, Paper, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ForgotPasswordPanel } from '../../../features/password-recovery';
import { useSessionStore } from '../../../features/session';
import { CustomerServiceMenu, useConsolidatedSettings, useStatus } from '../../../features/system';
import { useSmsSlider } from './use-sms-slider';

/** /forgotPassword, reached from the login panel's forgot link: SMS, e-mail and customer service tabs. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('password-recovery');
  const { data: status } = useStatus();
  const { data: settings } = useConsolidatedSettings();
  const token = useSessionStore((s) => s.token);
  const smsSlider = useSmsSlider(!!settings?.whitelabel.GEETESTVCODE3);
  if (token) return <Navigate to={paths.index} replace />;
  return (
    <Container size={560} py={{ base: 'md', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="md">
        <Title order={1} size="h2" id="forgot-title" mb="md">
          {t('title')}
        </Title>
        <Suspense fallback={null}>
          <ForgotPasswordPanel
            headingId="forgot-title"
            smsEnabled={status?.info.sms.enabled ?? false}
            defaultCountryDialingCode={status?.info.sms.defaultCountryDialingCode ?? ''}
            pickCountry={!!settings?.whitelabel.UPDATEMOBILEICC3}
            customerService={<CustomerServiceMenu variant="light" />}
            loginHref={paths.login}
            beforeSend={smsSlider.beforeSend}
          />
        </Suspense>
        {smsSlider.modal}
      </Paper>
    </Container>
  );
}
