import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLongDragon } from '../api/get-long-dragon';
import type { LotteryLinks } from './LotteryLobby';
import { gameName } from './labels';

/** Runs shorter than this are ordinary; the board shows three or more in a row, as lottery sites do. */
const MIN_RUN = 3;

export type LongDragonProps = { links: LotteryLinks };

/**
 * `/lottery?gameCode=long_dragon` (spec 001 §1): the streaks board. Each card is one bettable sum
 * outcome that came up several draws in a row, with a link to bet on the game's open numero. The intro
 * says plainly that a run does not change the next draw's odds.
 */
export default function LongDragon({ links }: LongDragonProps) {
  const { t } = useTranslation('lottery');
  const board = useLongDragon(MIN_RUN);
  return (
    <Stack gap="md">
      <Title order={1}>{t('longDragon.title')}</Title>
      <Text c="dimmed">{t('longDragon.intro', { min: MIN_RUN })}</Text>
      {board.isPending ? (
        <Loader m="xl" role="status" aria-label={t('loading')} />
      ) : board.isError ? (
        <Alert color="red">{t('error')}</Alert>
      ) : !board.data.length ? (
        <Alert color="gray" role="status">
          {t('longDragon.empty', { min: MIN_RUN })}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" role="list" aria-label={t('longDragon.title')}>
          {board.data.map((r) => {
            const game = gameName(t, r.gameCode, r.remark);
            const play = t(`play.${r.playType}`);
            return (
              <Card key={`${r.gameCode}-${r.playType}`} withBorder padding="sm" role="listitem">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700}>{game}</Text>
                  <Badge variant="light">{play}</Badge>
                </Group>
                <Group gap="xs" mt={6} align="baseline">
                  <Text fw={800} size="xl" c="orange.8">
                    {t(`value.${r.value}`)}
                  </Text>
                  <Text fw={600}>{t('longDragon.run', { count: r.length })}</Text>
                </Group>
                <Group justify="space-between" mt="xs" wrap="nowrap">
                  <Text size="xs" c="dimmed" ff="monospace">
                    {t('longDragon.last', { numero: r.lastNumero })}
                  </Text>
                  <Button
                    component={Link}
                    to={links.betting(r.gameCode, r.playType)}
                    size="compact-sm"
                    disabled={!r.openNumero}
                    aria-label={t('longDragon.betAria', { play, game })}
                  >
                    {t('longDragon.bet')}
                  </Button>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
