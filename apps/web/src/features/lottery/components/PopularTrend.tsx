import type { LotteryGame } from '@arcadia/contract/lottery';
import { Anchor, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDraws } from '../api/get-draws';
import { Balls } from './Balls';
import { gameName } from './labels';

function Tile({ game, href }: { game: LotteryGame; href: string }) {
  const { t } = useTranslation('lottery');
  const last = useDraws(game.code, 1).data?.[0];
  return (
    <Card withBorder padding="xs">
      <Anchor component={Link} to={href} fw={600} size="sm">
        {gameName(t, game.code, game.remark)}
      </Anchor>
      <Group gap={4} mt={4}>
        <Text size="xs" c="dimmed" ff="monospace">
          {last?.numero ?? '—'}
        </Text>
      </Group>
      <Balls winNo={last?.winNo ?? null} small kind={game.kind} />
    </Card>
  );
}

/** Spec 001 §2 popular trend: the 6 popular lotteries with their latest result; any click goes to the lottery. */
export function PopularTrend({ games, bettingHref }: { games: LotteryGame[]; bettingHref: (code: string, playType: string) => string }) {
  const { t } = useTranslation('lottery');
  if (!games.length) return null;
  return (
    <section aria-labelledby="popular-trend-title">
      <Title order={2} size="h4" id="popular-trend-title" mb="xs">
        {t('popular.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {games.map((g) => (
          <Tile key={g.code} game={g} href={bettingHref(g.code, g.defaultPlayType)} />
        ))}
      </SimpleGrid>
    </section>
  );
}
