import { Badge, Box, Group, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageNotice } from '../../../components/ComingSoon';
import { paths } from '../../../config/paths';
import { GameFrame, houseLaunch, logoutGames, readLaunch } from '../../../features/games';
import { HouseGame } from '../../../features/house-games';
import { sessionStore, useSessionStore } from '../../../features/session';
import { walletKeys } from '../../../features/wallet';

/**
 * `/seamless` (real money) and `/trial` (free play): the game the lobby launched last in this tab.
 * The in-house vendor's URL is played in place (its rounds refresh the header balance); any other
 * vendor's page is framed. Leaving `/seamless` with a session ends the vendor sessions (spec 001 §2).
 */
export default function GameRoute({ trial }: { trial: boolean }) {
  const { t } = useTranslation('games');
  const client = useQueryClient();
  const signedIn = useSessionStore((s) => s.token) !== null;
  useLocation(); // a new launch replaces /seamless in place: read it again
  const launch = readLaunch(trial);

  useEffect(() => {
    if (trial || !signedIn) return;
    return () => {
      // still signed in when leaving (a sign-out ends the sessions on the server anyway)
      if (sessionStore.getState().token) void logoutGames();
    };
  }, [trial, signedIn]);

  if (!launch || (!trial && !signedIn))
    return <PageNotice title={t('game.none')} body={t('game.noneBody')} homeHref={paths.home} />;
  const house = houseLaunch(launch.url, window.location.origin, paths.housePlay);
  if (house)
    return (
      <Box px="md" py="lg">
        <HouseGame
          key={`${house.game}:${house.mode}:${launch.url}`}
          game={house.game}
          mode={trial ? 'trial' : house.mode}
          onSettled={(res) => {
            if (res.round.mode === 'real') void client.invalidateQueries({ queryKey: walletKeys.balances() });
          }}
        />
      </Box>
    );
  return (
    <Box px="md" py="md">
      <Group gap="sm" mb="sm">
        <Title order={1} size="h3">
          {launch.title}
        </Title>
        {trial ? <Badge variant="light">{t('game.trialBadge')}</Badge> : null}
      </Group>
      <GameFrame url={launch.url} title={t('game.frameTitle', { name: launch.title })} />
    </Box>
  );
}
