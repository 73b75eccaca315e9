import type { HouseGameId } from '@arcadia/contract/house-games';
import { Badge, Box, Group, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageNotice } from '../../../components/PageNotice';
import { paths } from '../../../config/paths';
import { getToken } from '../../../lib/storage';
import { logoutGames } from '../api/launch';
import { houseLaunch, readLaunch } from '../hooks/launch-store';
import GameFrame from './GameFrame';

type Props = {
  trial: boolean;
  signedIn: boolean;
  /** The in-house vendor's game, played in place (the route supplies it: another feature). */
  renderHouse: (game: HouseGameId, mode: 'real' | 'trial') => ReactNode;
};

/**
 * `/seamless` (real money) and `/trial` (free play): the game the lobby launched last in this tab.
 * The in-house vendor's URL is played in place; any other vendor's page is framed. Leaving
 * `/seamless` with a session ends the vendor sessions (spec 001 §2).
 */
export default function GamePlayer({ trial, signedIn, renderHouse }: Props) {
  const { t } = useTranslation('games');
  useLocation(); // a new launch replaces /seamless in place: read it again
  const launch = readLaunch(trial);

  useEffect(() => {
    if (trial || !signedIn) return;
    return () => {
      // Only a real departure: the page has moved on (React's strict-mode re-mount happens in
      // place, and would otherwise end the session just opened). A sign-out ends them anyway.
      if (window.location.pathname !== paths.seamless && getToken()) void logoutGames();
    };
  }, [trial, signedIn]);

  if (!launch || (!trial && !signedIn)) return <PageNotice title={t('game.none')} body={t('game.noneBody')} homeHref={paths.home} />;
  const house = houseLaunch(launch.url, window.location.origin, paths.housePlay);
  if (house)
    return (
      <Box px="md" py="lg" key={launch.url}>
        {renderHouse(house.game, trial ? 'trial' : house.mode)}
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
