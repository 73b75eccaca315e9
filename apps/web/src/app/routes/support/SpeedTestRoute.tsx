import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { SpeedTestPage } from '../../../features/mirrors';

export default function SpeedTestRoute() {
  return (
    <Container size="md" py="xl">
      <Suspense fallback={null}>
        <SpeedTestPage />
      </Suspense>
    </Container>
  );
}
