import type { GameClassify } from '@arcadia/contract/games';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGames } from '../api/get-games';
import { gridState, useGridPlay } from '../hooks/use-grid-play';
import { GameGrid } from './GameGrid';
import { MaintenanceLayer } from './MaintenanceLayer';

type Props = {
  classify: GameClassify;
  signedIn: boolean;
  onLoginRequired: () => void;
  /** 2 where the lobby is a section of a wider page (`/casino`'s table games). */
  headingOrder?: 1 | 2;
};

/**
 * A lobby of one kind of game across every provider (issue 26): `/arcade` shows the slot lane's
 * arcade games (Arcadia Dice and Plinko among the Originals), `/table` its table games (Arcadia
 * Roulette and Baccarat), the same filters the slot lobby offers.
 */
export default function ClassifyLobby({ classify, signedIn, onLoginRequired, headingOrder = 1 }: Props) {
  const { t } = useTranslation('games');
  const [pageNo, setPageNo] = useState(1);
  const query = useGames({ gameType: 'RNG', gameClassify: classify, pageNo });
  const { launcher, actions } = useGridPlay(signedIn, onLoginRequired);
  // Not every kind has an introduction; an empty line would only add a gap.
  const intro = t(`classifyIntro.${classify}`, { defaultValue: '' });
  return (
    <Stack gap="md">
      <Title order={headingOrder}>{t(`classify.${classify}`)}</Title>
      {intro ? <Text c="dimmed">{intro}</Text> : null}
      <GameGrid {...gridState(query)} onPage={setPageNo} {...actions} />
      <MaintenanceLayer notice={launcher.maintenance} onClose={launcher.clearMaintenance} onPlay={launcher.launch} />
    </Stack>
  );
}
