import { LONG_DRAGON_CODE, PRIZE_MODES, type PrizeMode } from '@arcadia/contract/lottery';
import { Box, Group, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { PageNotice } from '../../../components/PageNotice';
import { lotteryBettingPath, paths, trendChartPath } from '../../../config/paths';
import { LongDragon, LotteryBetting, type LotteryLinks, LotteryLobby, TrendChart } from '../../../features/lottery';
import { useSessionStore } from '../../../features/session';
import { walletKeys } from '../../../features/wallet';

const links: LotteryLinks = {
  betting: lotteryBettingPath,
  trend: trendChartPath,
  login: paths.login,
  longDragon: `${paths.lottery}?gameCode=${LONG_DRAGON_CODE}`,
};
const prizeMode = (v: string | null): PrizeMode | undefined =>
  (PRIZE_MODES as readonly string[]).includes(v ?? '') ? (v as PrizeMode) : undefined;

/**
 * The lottery pages. Composed here because they join features: the session says who may bet,
 * and the wallet's header balance refreshes after a bet and after each result.
 */
function useLotteryContext() {
  const { t } = useTranslation('lottery');
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const client = useQueryClient();
  const onMoneyMoved = useCallback(() => void client.invalidateQueries({ queryKey: walletKeys.balances() }), [client]);
  // Spec 000 §2: no lottery lane (or an unknown game) shows in_stay_tuned.
  const stayTuned = (title: string): ReactNode => <PageNotice title={title} body={t('stayTuned')} homeHref={paths.home} />;
  // Type 4 (free play) accounts cannot bet: they see the pages as visitors do.
  return { signedIn: token !== null && isAgent !== 4, onMoneyMoved, stayTuned };
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box px="md" py="lg" maw={1200} mx="auto">
      <Suspense
        fallback={
          <Group justify="center" p="xl">
            <Loader />
          </Group>
        }
      >
        {children}
      </Suspense>
    </Box>
  );
}

/** `/lott` (and `/lottery` without a game): the lobby, optionally of one game-type tag. */
export function LottRoute() {
  const ctx = useLotteryContext();
  const [params] = useSearchParams();
  return (
    <Frame>
      <LotteryLobby group={prizeMode(params.get('lottoGameGroup'))} links={links} {...ctx} />
    </Frame>
  );
}

/** `/lottery?gameCode=…&playType=…` and `/vnLottery?gameCode=…`: betting; no code is the lobby. */
export function LotteryRoute() {
  const ctx = useLotteryContext();
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  if (!gameCode || gameCode === 'lobby') return <LottRoute />;
  if (gameCode === LONG_DRAGON_CODE)
    return (
      <Frame>
        <LongDragon links={links} />
      </Frame>
    );
  return (
    <Frame>
      <LotteryBetting
        gameCode={gameCode}
        playType={params.get('playType')}
        prizeMode={prizeMode(params.get('prizeMode'))}
        links={links}
        onPlayType={(playType) => {
          const next = new URLSearchParams(params);
          next.set('playType', playType);
          setParams(next, { replace: true });
        }}
        {...ctx}
      />
    </Frame>
  );
}

/** Spec 001 §2: the lowercase game-type route for ELOTT goes to the lottery filtered by that tag. */
export function ElottRoute() {
  return <Navigate to={`${paths.lottery}?lottoGameGroup=ELOTT`} replace />;
}

export function TrendChartRoute() {
  const ctx = useLotteryContext();
  const { gameId } = useParams();
  return (
    <Frame>
      <TrendChart gameId={Number(gameId)} links={links} stayTuned={ctx.stayTuned} />
    </Frame>
  );
}
