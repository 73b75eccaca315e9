import { DOWNLOAD_RESOURCE_TYPES } from '@arcadia/contract/mirrors';
import type { Resource } from '@arcadia/contract/system';
import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InstallGuide } from './InstallGuide';
import { QrCode } from './QrCode';

type Props = {
  /** The merchant's resources (shell settings), composed by the app. */
  resources: readonly Resource[] | undefined;
  logoUrl?: string | null;
};

/**
 * A phone that scans the code is not on this page: an operator's relative address ("/app/x.apk")
 * is made whole against the site, or the scan leads nowhere.
 */
export function scanTarget(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/** /download: QR codes and links for iOS, Android and H5 (spec 001 §2), and the iOS install guide. */
export function DownloadPage({ resources, logoUrl }: Props) {
  const { t } = useTranslation('mirrors');
  const apps = DOWNLOAD_RESOURCE_TYPES.map((type) => ({ type, resource: resources?.find((r) => r.resourceType === type) })).filter(
    (a): a is { type: (typeof DOWNLOAD_RESOURCE_TYPES)[number]; resource: Resource } => Boolean(a.resource),
  );
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('download.title')}
      </Title>
      {resources && !apps.length ? <Text c="dimmed">{t('download.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {apps.map(({ type, resource }) => (
          <Card key={type} withBorder padding="lg" data-testid={`download-${type}`}>
            <Stack align="center" gap="sm">
              <Title order={2} size="h4">
                {t(`download.${type}`)}
              </Title>
              {resource.qrCodeUrl ? (
                <img src={resource.qrCodeUrl} width={130} height={130} alt={t('download.qr', { platform: t(`download.${type}`) })} />
              ) : (
                <QrCode
                  text={scanTarget(resource.url, window.location.origin)}
                  label={t('download.qr', { platform: t(`download.${type}`) })}
                  logoUrl={logoUrl}
                />
              )}
              <Text size="sm" c="dimmed" ta="center">
                {t('download.scan')}
              </Text>
              <Button component="a" href={resource.url} target="_blank" rel="noopener noreferrer" variant="light">
                {t('download.link', { platform: t(`download.${type}`) })}
              </Button>
              <Anchor href={resource.url} size="xs" style={{ overflowWrap: 'anywhere' }} target="_blank" rel="noopener noreferrer">
                {resource.url}
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {apps.some((a) => a.type === 'IOS') ? <InstallGuide /> : null}
    </Stack>
  );
}

export default DownloadPage;
