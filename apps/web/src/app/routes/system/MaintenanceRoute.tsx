import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useStatus } from '../../../features/system';
import { MaintenancePage, RegionDeniedPage } from '../../../features/system/pages';

/** Spec 001 §4: maintenance message, else region denial, else home. */
export default function MaintenanceRoute() {
  const { t } = useTranslation('system');
  const { data, isPending } = useStatus();
  if (isPending) {
    return (
      <Center py={80}>
        <Stack align="center" role="status">
          <Loader aria-hidden="true" />
          <Text>{t('maintenance.checking')}</Text>
        </Stack>
      </Center>
    );
  }
  if (data?.maintenance) return <MaintenancePage {...data.maintenance} />;
  if (data?.regionRestriction) return <RegionDeniedPage ip={data.location.ip} />;
  return <Navigate to={paths.home} replace />;
}
