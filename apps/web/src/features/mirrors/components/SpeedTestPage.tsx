import { domainUrl, speedBand } from '@arcadia/contract/mirrors';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMirrors } from '../api/get-mirrors';
import { browserLoadImage, createMeasure } from '../hooks/measure';
import { useSpeedTest } from '../hooks/use-speed-test';

const BAND_COLOR = { fast: 'green', normal: 'yellow', slow: 'orange', unreachable: 'red', pending: 'gray' } as const;

/** The speed-test page (spec 001 §2): each mirror with its response time, an enter button and a re-test. */
export function SpeedTestPage() {
  const { t } = useTranslation('mirrors');
  const { data, isLoading, isError, refetch } = useMirrors();
  const measure = useMemo(
    () => createMeasure({ fetch: (...a) => fetch(...a), now: () => performance.now(), loadImage: browserLoadImage }),
    [],
  );
  const domains = useMemo(() => data?.map((d) => d.domainName), [data]);
  const { rows, testing, retest } = useSpeedTest(domains, measure);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('speed.title')}
        </Title>
        <Button onClick={retest} loading={testing} disabled={!rows.length}>
          {t('speed.retest')}
        </Button>
      </Group>
      <Text c="dimmed">{t('speed.intro')}</Text>
      {isLoading ? (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label={t('loading')} />
        </Group>
      ) : isError ? (
        <Alert color="red" role="alert" title={t('error')}>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !rows.length ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('speed.empty')}
        </Text>
      ) : (
        <Paper withBorder>
          <Table verticalSpacing="sm" aria-label={t('speed.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('speed.domain')}</Table.Th>
                <Table.Th>{t('speed.time')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('speed.enter')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const band = speedBand(row.ms);
                return (
                  <Table.Tr key={row.domain} data-testid="mirror-row" data-band={band}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.domain}</Table.Td>
                    <Table.Td>
                      {band === 'pending' ? (
                        <Loader size="xs" role="status" aria-label={t('speed.testing')} />
                      ) : (
                        // The badge wraps in a phone's narrow column: one line cut 'Cannot connect' to 'CANNOT CONN…'.
                        <Badge
                          color={BAND_COLOR[band]}
                          variant="light"
                          aria-live="polite"
                          tt="none"
                          h="auto"
                          py={2}
                          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                        >
                          {band === 'unreachable' ? t('band.unreachable') : t('speed.result', { band: t(`band.${band}`), ms: row.ms })}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button size="xs" variant="light" onClick={() => window.location.replace(domainUrl(row.domain))}>
                        {t('speed.enter')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

export default SpeedTestPage;
