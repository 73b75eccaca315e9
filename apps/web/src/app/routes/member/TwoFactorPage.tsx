import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { TwoFactorSettings } from '../../../features/two-factor';
import { SmsGateProvider } from '../auth/use-sms-slider';
import { RequireMember } from './RequireMember';

/** /member/two-factor: the two-factor controls on their own page until the security centre hosts them. */
export default function TwoFactorPage() {
  return (
    <RequireMember realOnly>
      <Container size="md" py="xl">
        <Suspense fallback={null}>
          <SmsGateProvider>
            <TwoFactorSettings />
          </SmsGateProvider>
        </Suspense>
      </Container>
    </RequireMember>
  );
}
