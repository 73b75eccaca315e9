import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { DownloadPage } from '../../../features/mirrors';
import { useConsolidatedSettings } from '../../../features/system';

/** /download: the merchant's app resources from the shell settings. */
export default function DownloadRoute() {
  const { data } = useConsolidatedSettings();
  return (
    <Container size="lg" py="xl">
      <Suspense fallback={null}>
        <DownloadPage resources={data?.resources} logoUrl={data?.templates.logoUrl} />
      </Suspense>
    </Container>
  );
}
