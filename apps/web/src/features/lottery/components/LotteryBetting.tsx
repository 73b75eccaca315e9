import { type PrizeMode, playTypeOf, playTypesOf } from '@arcadia/contract/lottery';
import { Alert, Button, Card, Grid, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLotteryGames } from '../api/get-games';
import { useNear } from '../api/get-near';
import { lotteryKeys } from '../api/keys';
import { newBetKey, usePlaceBets } from '../api/place-bets';
import { Balls } from './Balls';
import { BetSlip, type SlipLine } from './BetSlip';
import { Countdown } from './Countdown';
import { LatestResults } from './LatestResults';
import type { LotteryLinks } from './LotteryLobby';
import { gameName, playName } from './labels';
import { MyBets } from './MyBets';
import { NumberPicker } from './NumberPicker';

export type LotteryBettingProps = {
  gameCode: string;
  playType: string | null;
  prizeMode?: PrizeMode;
  signedIn: boolean;
  links: LotteryLinks;
  onPlayType: (playType: string) => void;
  onMoneyMoved: () => void;
  stayTuned: (title: string) => React.ReactNode;
};

/** The betting page: countdown, last result, play types, number picker, bet slip with confirmation, my bets. */
export default function LotteryBetting({
  gameCode,
  playType,
  prizeMode,
  signedIn,
  links,
  onPlayType,
  onMoneyMoved,
  stayTuned,
}: LotteryBettingProps) {
  const { t } = useTranslation('lottery');
  const client = useQueryClient();
  const games = useLotteryGames();
  const near = useNear(gameCode);
  const [picks, setPicks] = useState<string[]>([]);
  const [amount, setAmount] = useState('2');
  const [lines, setLines] = useState<SlipLine[]>([]);
  const place = usePlaceBets(() => {
    setLines([]);
    onMoneyMoved();
  });
  const game = games.data?.find((g) => g.code === gameCode);
  const def = game ? (playTypeOf(game.kind, playType ?? '') ?? playTypeOf(game.kind, game.defaultPlayType)) : undefined;
  const previous = near.data?.previous ?? null;
  // The result rolls in when a new one arrives while the page is open (not on first paint).
  const seen = useRef<string | null>(null);
  const [roll, setRoll] = useState(false);
  useEffect(() => {
    if (!previous?.winNo) return;
    const id = `${previous.numero}:${previous.winNo}`;
    if (seen.current && seen.current !== id) {
      setRoll(true);
      onMoneyMoved();
    }
    seen.current = id;
  }, [previous, onMoneyMoved]);
  // A new play type starts with an empty picker.
  const defCode = def?.code;
  useEffect(() => {
    if (defCode) setPicks([]);
  }, [defCode]);

  if (games.isPending) return <Loader m="xl" role="status" aria-label={t('loading')} />;
  if (games.isError)
    return (
      <Alert color="red" m="md">
        {t('error')}
      </Alert>
    );
  if (!game || !def) return stayTuned(t('title'));
  const mode = game.kind === 'VN' && prizeMode ? prizeMode : game.prizeMode;
  const refresh = () => {
    void client.invalidateQueries({ queryKey: lotteryKeys.games() });
    void client.invalidateQueries({ queryKey: lotteryKeys.near(gameCode) });
  };
  const complete = picks.length === def.slots && picks.every(Boolean) && /^\d+(\.\d{1,4})?$/.test(amount) && Number(amount) > 0;
  const add = () => {
    setLines([
      ...lines,
      { gameCode, playType: def.code, selection: picks.join(','), amount, key: newBetKey(), odds: def.odds[mode], prizeMode: mode },
    ]);
    setPicks([]);
  };
  const name = gameName(t, game.code, game.remark);
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Group justify="space-between" align="start" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {name}
            </Title>
            <Text size="sm" c="dimmed" ff="monospace">
              {t('numeroOpen', { numero: game.numero ?? '—' })}
            </Text>
            {game.seedHash && (
              <Text size="xs" c="dimmed" title={game.seedHash} style={{ wordBreak: 'break-all' }}>
                {t('fair.hash', { hash: `${game.seedHash.slice(0, 16)}…` })}
              </Text>
            )}
          </div>
          <Stack gap={0} align="end">
            <Text size="xs" c="dimmed">
              {t('countdown.label')}
            </Text>
            <Countdown closeAt={game.closeAt} onRefresh={refresh} />
          </Stack>
        </Group>
        <Group mt="sm" gap="sm" wrap="wrap" aria-live="polite" data-testid="last-result">
          {!previous ? (
            <Text size="sm">{t('results.empty')}</Text>
          ) : (
            <>
              <Text size="sm">{t('result.last', { numero: previous.numero })}</Text>
              {previous.status === 'open' ? (
                <Text size="sm" fw={600}>
                  {t('result.drawing')}
                </Text>
              ) : previous.status === 'cancelled' ? (
                <Text size="sm">{t('status.cancelled')}</Text>
              ) : (
                <Balls winNo={previous.winNo} roll={roll} kind={game.kind} />
              )}
            </>
          )}
          <Button component={Link} to={links.trend(game.gameId)} size="compact-sm" variant="subtle">
            {t('results.trend')}
          </Button>
          {game.liveVideoSwitch && game.liveVideoUrl && (
            // A link out, not an embed: the stream is the operator's provider's page (ADR 059).
            <Button
              component="a"
              href={game.liveVideoUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="compact-sm"
              variant="light"
              color="red"
              aria-label={t('live.aria', { game: name })}
            >
              {t('live.watch')}
            </Button>
          )}
        </Group>
      </Card>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="sm">
            <Group gap={6} mb="sm" role="group" aria-label={t('play.label')}>
              {playTypesOf(game.kind).map((p) => (
                <Button
                  key={p.code}
                  size="compact-sm"
                  variant={p.code === def.code ? 'filled' : 'light'}
                  aria-pressed={p.code === def.code}
                  onClick={() => onPlayType(p.code)}
                >
                  {playName(t, p.code)}
                </Button>
              ))}
            </Group>
            <Text size="sm" c="dimmed" mb="xs">
              {t(`rule.${def.code}`, { odds: def.odds[mode] })}
            </Text>
            <NumberPicker def={def} value={picks} onChange={setPicks} />
            <Group align="end" mt="md" wrap="nowrap">
              <TextInput
                label={t('slip.amount')}
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value.replace(/[^\d.]/g, ''))}
                inputMode="decimal"
                w={120}
              />
              <Button onClick={add} disabled={!complete}>
                {t('slip.add')}
              </Button>
            </Group>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <BetSlip
              lines={lines}
              numero={game.numero}
              busy={place.isPending}
              canBet={signedIn}
              onRemove={(key) => setLines(lines.filter((l) => l.key !== key))}
              onConfirm={() => place.mutate(lines.map(({ odds: _o, ...l }) => ({ ...l, numero: game.numero! })))}
            />
            {!signedIn && (
              <Button component={Link} to={links.login} variant="light">
                {t('loginToBet')}
              </Button>
            )}
            {place.isSuccess && (
              <Alert color="green" role="status">
                {t('slip.placed', { count: place.data.bets.length, numero: place.data.bets[0]?.numero })}
              </Alert>
            )}
            {place.isError && (
              <Alert color="red" role="alert">
                {place.error.message}
              </Alert>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {signedIn && <MyBets gameCode={game.code} />}
      <LatestResults game={game} trendHref={links.trend(game.gameId)} bettingHref={links.betting(game.code, def.code)} />
    </Stack>
  );
}
