import { LOTTERY_LIMITS, type PrizeMode } from '@arcadia/contract/lottery';
import { Alert, Badge, Button, Card, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLotteryGames } from '../api/get-games';
import { useLotteryMenus } from '../api/get-menus';
import { usePopularLotteries } from '../api/get-popular';
import { lotteryKeys } from '../api/keys';
import { Countdown } from './Countdown';
import { LatestResults } from './LatestResults';
import { LotteryMenu } from './LotteryMenu';
import { gameName } from './labels';
import { PopularTrend } from './PopularTrend';
import { QuickBet } from './QuickBet';

export type LotteryLinks = {
  betting: (code: string, playType: string) => string;
  trend: (gameId: number) => string;
  login: string;
  /** The long-dragon board (spec 001 §1 `/lottery?gameCode=long_dragon`). */
  longDragon: string;
};
export type LotteryLobbyProps = {
  group?: PrizeMode;
  signedIn: boolean;
  links: LotteryLinks;
  onMoneyMoved: () => void;
  stayTuned: (title: string) => React.ReactNode;
};

/** The `/lott` lobby: every lottery with its countdown, the menu, latest results, popular trend and quick bet. */
export default function LotteryLobby({ group, signedIn, links, onMoneyMoved, stayTuned }: LotteryLobbyProps) {
  const { t } = useTranslation('lottery');
  const client = useQueryClient();
  const games = useLotteryGames(group);
  const menus = useLotteryMenus(group);
  const popular = usePopularLotteries(LOTTERY_LIMITS.popularCount);
  const refresh = () => void client.invalidateQueries({ queryKey: lotteryKeys.all });
  if (games.isPending) return <Loader m="xl" role="status" aria-label={t('loading')} />;
  if (games.isError)
    return (
      <Alert color="red" m="md">
        {t('error')}
      </Alert>
    );
  // No lottery lane for this merchant: spec 000 §2 in_stay_tuned.
  if (!games.data.length) return stayTuned(t('title'));
  const featured = popular.data?.[0] ?? games.data[0]!;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1}>{group ? t(`tag.${group}`) : t('title')}</Title>
        <Button component={Link} to={links.longDragon} variant="light" size="sm">
          {t('longDragon.open')}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role="list" aria-label={t('lobby.games')}>
            {games.data.map((g) => (
              <Card key={g.code} withBorder padding="sm" role="listitem">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700}>{gameName(t, g.code, g.remark)}</Text>
                  <Badge variant="light">{t(`kind.${g.kind}`)}</Badge>
                </Group>
                <Text size="xs" c="dimmed" ff="monospace">
                  {t('numeroOpen', { numero: g.numero ?? '—' })}
                </Text>
                <Group justify="space-between" mt="xs" wrap="nowrap">
                  <Countdown closeAt={g.closeAt} onRefresh={refresh} size="md" />
                  <Group gap={6} wrap="nowrap">
                    <Button
                      component={Link}
                      to={links.trend(g.gameId)}
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('results.trendOf', { game: gameName(t, g.code, g.remark) })}
                    >
                      {t('results.trend')}
                    </Button>
                    <Button
                      component={Link}
                      to={links.betting(g.code, g.defaultPlayType)}
                      size="compact-sm"
                      aria-label={t('lobby.playAria', { game: gameName(t, g.code, g.remark) })}
                    >
                      {t('lobby.play')}
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {menus.data && <LotteryMenu groups={menus.data} bettingHref={links.betting} />}
            <QuickBet games={popular.data ?? games.data} signedIn={signedIn} loginHref={links.login} onPlaced={onMoneyMoved} />
          </Stack>
        </Grid.Col>
      </Grid>
      <LatestResults
        game={featured}
        trendHref={links.trend(featured.gameId)}
        bettingHref={links.betting(featured.code, featured.defaultPlayType)}
      />
      <PopularTrend games={popular.data ?? []} bettingHref={links.betting} />
    </Stack>
  );
}
