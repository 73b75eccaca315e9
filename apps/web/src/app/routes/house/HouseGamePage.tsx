import { houseGameIdSchema } from '@arcadia/contract/house-games';
import { Box, Group, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageNotice } from '../../../components/PageNotice';
import { paths } from '../../../config/paths';
import { CrashBoard, HouseGame } from '../../../features/house-games';
import { useSessionStore } from '../../../features/session';
import { walletKeys } from '../../../features/wallet';
import { Winners } from '../games/GameBoards';
import { MiniLottery } from '../lottery/MiniLottery';

/**
 * An in-house game. Composed here because it joins three features: the session decides real or
 * trial play, the game plays, and the wallet's header balance is refreshed after each real round.
 */
export default function HouseGamePage() {
  const { t } = useTranslation('house-games');
  // `/house/:game`, or the launch address `/house-games/play?game=…` opened in a new window
  const [query] = useSearchParams();
  const game = useParams().game ?? query.get('game');
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const client = useQueryClient();
  const parsed = houseGameIdSchema.safeParse(game);
  // type 4 (free play) and visitors play demo credits only
  const mode = token && isAgent !== 4 ? 'real' : 'trial';
  // Crash is one round shared by the merchant's players (ADR 069), not a per-player game session.
  if (game === 'arcadia-crash')
    return (
      <Box px="md" py="lg">
        <Suspense fallback={<Loader />}>
          <CrashBoard key={mode} mode={mode} onMoney={() => void client.invalidateQueries({ queryKey: walletKeys.balances() })} />
        </Suspense>
      </Box>
    );
  if (!parsed.success) return <PageNotice title={t('page.unknown')} body="" homeHref={paths.home} />;
  return (
    <Box px="md" py="lg">
      <Suspense
        fallback={
          <Group justify="center" p="xl">
            <Loader />
          </Group>
        }
      >
        <HouseGame
          key={`${parsed.data}:${mode}`}
          game={parsed.data}
          mode={mode}
          onSettled={(res) => {
            if (res.round.mode === 'real') void client.invalidateQueries({ queryKey: walletKeys.balances() });
          }}
        />
      </Suspense>
      <Box maw={720} mx="auto" mt="xl">
        <Winners limit={8} />
      </Box>
      <MiniLottery />
    </Box>
  );
}
