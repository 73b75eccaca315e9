import {
  BACCARAT_RTP,
  type BaccaratOutcome,
  type BlackjackAction,
  type BlackjackOutcome,
  type DiceOutcome,
  type DicePick,
  diceWinning,
  type FishOutcome,
  HOUSE_GAMES,
  type HouseGameId,
  type MinesOutcome,
  type PlayResponse,
  type PlinkoOutcome,
  type PlinkoPick,
  type RouletteOutcome,
  type SlotOutcome,
} from '@arcadia/contract/house-games';
import { Alert, Badge, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerDepositWhenShort } from '../../../lib/deposit-offer';
import { newRequestKey } from '../../../lib/request-key';
import { type SteppedGame, useHouseSession, useOpenRound, usePlay, useRoundStep } from '../api/house';
import { useTrialId } from '../api/trial';
import { showAmount } from './amount';
import { BaccaratBoard } from './BaccaratBoard';
import { BlackjackBoard } from './BlackjackBoard';
import { DiceBoard } from './DiceBoard';
import { FairnessPanel } from './FairnessPanel';
import { FishBoard } from './FishBoard';
import { MinesBoard } from './MinesBoard';
import { cutPercent, PlinkoBoard } from './PlinkoBoard';
import { RouletteBoard } from './RouletteBoard';
import { type BoardBet, centsOf, showCents, toRequest, totalCents } from './roulette-bets';
import { SlotBoard } from './SlotBoard';

export type HouseGameProps = {
  game: HouseGameId;
  /** Real money needs a real account; everyone else plays demo credits. */
  mode: 'real' | 'trial';
  /** Called after every settled real round, so the shell can refresh the header balance. */
  onSettled?: (res: PlayResponse) => void;
};

const PLAY_LABEL: Record<HouseGameId, string> = {
  'arcadia-slot': 'slot.spin',
  'arcadia-fish': 'fish.shoot',
  'arcadia-dice': 'dice.roll',
  'arcadia-plinko': 'plinko.drop',
  'arcadia-roulette': 'roulette.spin',
  'arcadia-baccarat': 'baccarat.deal',
  'arcadia-mines': 'mines.start',
  'arcadia-blackjack': 'blackjack.deal',
};

/** A playable house game: board, bet selector, balance, last win and the provably-fair panel. */
export function HouseGame({ game, mode, onSettled }: HouseGameProps) {
  const { t } = useTranslation('house-games');
  const trial = useTrialId(mode === 'trial');
  const ready = mode === 'real' || trial.trialId !== null;
  const session = useHouseSession(game, trial.trialId, ready);
  const play = usePlay(game, trial.trialId);
  const cfg = HOUSE_GAMES[game];
  const [bet, setBet] = useState(cfg.bets[2] ?? cfg.minBet);
  const [last, setLast] = useState<PlayResponse | null>(null);
  const key = useRef<string | null>(null);
  // arcadia-dice: under 49.50 to start, a 49.5% chance paying ×2.
  const [pick, setPick] = useState<DicePick>({ target: 4950, over: false });
  const isDice = game === 'arcadia-dice';
  const [plinko, setPlinko] = useState<PlinkoPick>({ rows: 8, risk: 'low' });
  const [bets, setBets] = useState<BoardBet[]>([]);
  // arcadia-mines: a round is played in steps; the open one survives a reload (the server keeps it).
  const isMines = game === 'arcadia-mines';
  const isBlackjack = game === 'arcadia-blackjack';
  // Mines and blackjack are played in steps; the open round survives a reload (the server keeps it).
  const isStepped = isMines || isBlackjack;
  const [mines, setMines] = useState(3);
  const openRound = useOpenRound(isBlackjack ? 'arcadia-blackjack' : 'arcadia-mines', trial.trialId, isStepped && ready);
  const step = useRoundStep(game as SteppedGame, trial.trialId);
  const openCount = openRound.data?.round?.outcome.kind === 'mines' ? openRound.data.round.outcome.mines : null;
  // a round found on load keeps its mine count as the pick for the next one
  useEffect(() => {
    if (openCount !== null) setMines(openCount);
  }, [openCount]);
  // Roulette and baccarat both take a list of chips placed on the table.
  const isTable = game === 'arcadia-roulette' || game === 'arcadia-baccarat';
  const isRoulette = game === 'arcadia-roulette';
  /** A new pick is a new round: a key kept for a retry belongs to the old one. */
  const repick =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      key.current = null;
      set(v);
    };
  const picks = () => {
    if (isDice) return { dice: pick };
    if (game === 'arcadia-plinko') return { plinko };
    if (isRoulette) return { roulette: { bets: toRequest(bets) } };
    if (game === 'arcadia-baccarat') return { baccarat: { bets: toRequest(bets).map((b) => ({ side: b.type, amount: b.amount })) } };
    if (isMines) return { mines: { mines } };
    return {};
  };
  // A table game's stake is its bets' total; the selector picks the chip.
  const amount = isTable ? showCents(totalCents(bets)) : bet;

  // a trial the server no longer knows (cleaned up, other database) starts afresh, once per failure
  // biome-ignore lint/correctness/useExhaustiveDependencies: react to a new error only
  useEffect(() => {
    if (session.error && mode === 'trial' && (session.error as { code?: string }).code === 'house_trial_unknown') trial.restart();
  }, [session.error]);

  const go = () => {
    // one key per press, kept until the server answered: a retry after a timeout is the same round
    key.current ??= newRequestKey();
    play.mutate(
      { amount, key: key.current, ...picks() },
      {
        onSuccess: (res) => {
          key.current = null;
          setLast(res);
          onSettled?.(res);
        },
        onError: (e) => {
          // a refusal is final for this key; a network failure keeps it for the retry
          if ((e as { code?: string | null }).code) key.current = null;
          // a mines round left open elsewhere (another tab): show it, so it can be finished
          if (isStepped && (e as { code?: string | null }).code === 'house_round_open') {
            setLast(null);
            void openRound.refetch();
          }
          // real money only: trial money is topped up by starting a new trial, not by a deposit
          if (mode === 'real') offerDepositWhenShort(e);
        },
      },
    );
  };

  const stepped = (res: PlayResponse) => {
    setLast(res);
    const o = res.round.outcome;
    if ((o.kind === 'mines' && o.status !== 'open') || (o.kind === 'blackjack' && o.phase === 'done')) onSettled?.(res);
  };
  if (trial.error) return <Alert color="red">{trial.error}</Alert>;
  if (!ready || session.isLoading)
    return (
      <Group justify="center" p="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Group>
    );
  if (session.isError || !session.data)
    return (
      <Alert color="red" title={t('error')}>
        {session.error?.message}
      </Alert>
    );

  const info = session.data;
  const outcome = last?.round.outcome ?? null;
  // The mines round on screen: the last answer, or the open round found on load.
  const steppedRound = isStepped ? (last?.round ?? openRound.data?.round ?? null) : null;
  const minesRound = isMines ? steppedRound : null;
  const minesOutcome = minesRound?.outcome.kind === 'mines' ? (minesRound.outcome as MinesOutcome) : null;
  const minesOpen = minesOutcome?.status === 'open';
  const bjOutcome = steppedRound?.outcome.kind === 'blackjack' ? (steppedRound.outcome as BlackjackOutcome) : null;
  const bjOpen = bjOutcome !== null && bjOutcome.phase !== 'done';
  const roundOpen = minesOpen || bjOpen;
  const error = play.error ?? step.error;
  const reveal = (tile: number) => minesRound && step.mutate({ roundId: minesRound.roundId, tile }, { onSuccess: stepped });
  const cashOut = () => minesRound && step.mutate({ roundId: minesRound.roundId }, { onSuccess: stepped });
  const actOn = (action: BlackjackAction) =>
    steppedRound &&
    bjOutcome &&
    step.mutate({ roundId: steppedRound.roundId, action, step: bjOutcome.actions.length }, { onSuccess: stepped });
  const isSlot = game === 'arcadia-slot';
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {t(`game.${game}`)}
        </Title>
        {/* The page's text colour on the light tint: Mantine's green on green reads 3.8:1 on light themes (acme). */}
        <Badge color={mode === 'real' ? 'green' : 'gray'} variant="light" c="var(--mantine-color-text)" data-testid="house-mode">
          {t(`mode.${mode}`)}
        </Badge>
      </Group>
      <Card withBorder radius="md" p="sm">
        {isDice ? (
          <DiceBoard
            outcome={outcome?.kind === 'dice' ? (outcome as DiceOutcome) : null}
            rolling={play.isPending}
            pick={pick}
            onPick={repick(setPick)}
          />
        ) : game === 'arcadia-plinko' ? (
          <PlinkoBoard
            outcome={outcome?.kind === 'plinko' ? (outcome as PlinkoOutcome) : null}
            dropping={play.isPending}
            pick={plinko}
            onPick={repick(setPlinko)}
          />
        ) : isRoulette ? (
          <RouletteBoard
            outcome={outcome?.kind === 'roulette' ? (outcome as RouletteOutcome) : null}
            spinning={play.isPending}
            bets={bets}
            chipCents={centsOf(bet)}
            onBets={repick(setBets)}
          />
        ) : game === 'arcadia-baccarat' ? (
          <BaccaratBoard
            outcome={outcome?.kind === 'baccarat' ? (outcome as BaccaratOutcome) : null}
            dealing={play.isPending}
            bets={bets}
            chipCents={centsOf(bet)}
            onBets={repick(setBets)}
          />
        ) : isBlackjack ? (
          <BlackjackBoard outcome={bjOutcome} busy={play.isPending || step.isPending} onAct={actOn} />
        ) : isMines ? (
          <MinesBoard
            outcome={minesOutcome}
            bet={minesRound?.bet ?? bet}
            busy={play.isPending || step.isPending}
            mines={mines}
            onMines={repick(setMines)}
            onReveal={reveal}
          />
        ) : isSlot ? (
          <SlotBoard outcome={outcome?.kind === 'slot' ? (outcome as SlotOutcome) : null} spinning={play.isPending} />
        ) : (
          <FishBoard outcome={outcome?.kind === 'fish' ? (outcome as FishOutcome) : null} shooting={play.isPending} />
        )}
        <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
          <Text size="sm">
            {t('balance')}{' '}
            <Text span fw={700} data-testid="house-balance">
              {showAmount(info.balance)}
            </Text>{' '}
            {mode === 'trial' ? t('demoCredits') : info.currency}
          </Text>
          <Text size="sm" aria-live="polite">
            {t('lastWin')}{' '}
            <Text span fw={700} c={last && Number(last.round.win) > 0 ? 'teal' : undefined} data-testid="house-last-win">
              {last ? showAmount(last.round.win) : '—'}
            </Text>
          </Text>
        </Group>
        {isSlot && last && last.round.outcome.kind === 'slot' && last.round.outcome.lines.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('slot.lines', { count: last.round.outcome.lines.length })}
          </Text>
        )}
      </Card>
      <NativeSelect
        label={isTable ? t('roulette.chip') : t('bet')}
        description={t('betRange', { min: cfg.minBet, max: cfg.maxBet })}
        data={cfg.bets}
        value={roundOpen && steppedRound ? showAmount(bjOutcome?.bet ?? steppedRound.bet) : bet}
        disabled={roundOpen}
        onChange={(e) => setBet(e.currentTarget.value)}
        data-testid="house-bet"
      />
      {error && (
        <Alert color="red" data-testid="house-error">
          {error.message || t('error')}
        </Alert>
      )}
      {minesOpen ? (
        <Button
          size="lg"
          color="teal"
          onClick={cashOut}
          loading={step.isPending}
          disabled={minesOutcome.picks.length === 0}
          data-testid="mines-cashout"
        >
          {minesOutcome.picks.length === 0
            ? t('mines.cashOut')
            : t('mines.cashOutAmount', { amount: showAmount((Number(minesRound?.bet) * Number(minesOutcome.payout)).toFixed(4)) })}
        </Button>
      ) : bjOpen ? null : (
        <Button
          size="lg"
          onClick={go}
          loading={play.isPending}
          disabled={
            (isDice && diceWinning(pick.target, pick.over) === null) || (isTable && bets.length === 0) || (isStepped && openRound.isLoading)
          }
          data-testid="house-play"
        >
          {t(PLAY_LABEL[game])}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {game === 'arcadia-plinko'
          ? t('rtpFrom', { rtp: cutPercent(info.rtp) })
          : game === 'arcadia-baccarat'
            ? t('rtpBaccarat', {
                player: cutPercent(BACCARAT_RTP.player),
                banker: cutPercent(BACCARAT_RTP.banker),
                tie: cutPercent(BACCARAT_RTP.tie),
              })
            : t('rtp', { rtp: (info.rtp * 100).toFixed(2) })}
        {isBlackjack && ` ${t('blackjack.rules')}`}
      </Text>
      <Card withBorder radius="md" p="md">
        <FairnessPanel game={game} trialId={trial.trialId} seed={info.seed} enabled={ready} />
      </Card>
    </Stack>
  );
}

export default HouseGame;
