import { LOTTERY_LIMITS, type LotteryGame, QUICK_BET_PLAY_TYPE } from '@arcadia/contract/lottery';
import { Alert, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newBetKey, usePlaceBets } from '../api/place-bets';
import { quickNumbers } from '../hooks/picks';
import { Balls } from './Balls';
import { gameName, playName } from './labels';

type Props = { games: LotteryGame[]; signedIn: boolean; loginHref: string; onPlaced: () => void };

/** Spec 001 §2 quick bet: up to 5 lotteries, 5 random numbers (SSC digits, 11X5 distinct 01–11). */
export function QuickBet({ games, signedIn, loginHref, onPlaced }: Props) {
  const { t } = useTranslation('lottery');
  const eligible = games.filter((g) => QUICK_BET_PLAY_TYPE[g.kind] && g.numero).slice(0, LOTTERY_LIMITS.quickBetGames);
  const [code, setCode] = useState<string | null>(null);
  const game = eligible.find((g) => g.code === code) ?? eligible[0];
  // The numbers of each lottery, drawn once when it is first shown and again on "shuffle".
  const [numbers, setNumbers] = useState<Record<string, string[]>>({});
  const [amount, setAmount] = useState('2');
  const place = usePlaceBets(onPlaced);
  const gameCode = game?.code;
  const kind = game?.kind;
  useEffect(() => {
    if (gameCode && kind && !numbers[gameCode]) setNumbers((n) => ({ ...n, [gameCode]: quickNumbers(kind) ?? [] }));
  }, [gameCode, kind, numbers]);
  if (!game) return null;
  const current = numbers[game.code] ?? [];
  const shuffle = () => {
    setNumbers({ ...numbers, [game.code]: quickNumbers(game.kind) ?? [] });
    place.reset();
  };
  const submit = () => {
    place.mutate([
      {
        gameCode: game.code,
        numero: game.numero!,
        playType: QUICK_BET_PLAY_TYPE[game.kind]!,
        selection: current.join(','),
        amount,
        key: newBetKey(),
      },
    ]);
  };
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="quick-bet-title">
      <Title order={2} size="h4" id="quick-bet-title" mb="xs">
        {t('quick.title')}
      </Title>
      <Stack gap="xs">
        <NativeSelect
          label={t('quick.game')}
          value={game.code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            place.reset();
          }}
          data={eligible.map((g) => ({
            value: g.code,
            label: `${gameName(t, g.code, g.remark)} · ${playName(t, QUICK_BET_PLAY_TYPE[g.kind]!)}`,
          }))}
        />
        <Group justify="space-between" gap="xs">
          <div data-testid="quick-numbers">
            <Balls winNo={current.length ? current.join(',') : null} />
          </div>
          <Button variant="light" size="compact-sm" onClick={shuffle}>
            {t('quick.shuffle')}
          </Button>
        </Group>
        <Group align="end" gap="xs">
          <TextInput
            label={t('slip.amount')}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value.replace(/[^\d.]/g, ''))}
            inputMode="decimal"
            w={120}
          />
          {signedIn ? (
            <Button onClick={submit} loading={place.isPending} disabled={current.length !== 5 || !/^\d+(\.\d{1,4})?$/.test(amount)}>
              {t('quick.bet')}
            </Button>
          ) : (
            <Button component={Link} to={loginHref} variant="light">
              {t('loginToBet')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('numeroOpen', { numero: game.numero })}
        </Text>
        {place.isSuccess && (
          <Alert color="green" role="status">
            {t('quick.placed', { numero: place.data.bets[0]?.numero, numbers: place.data.bets[0]?.selection.replaceAll(',', ' ') })}
          </Alert>
        )}
        {place.isError && (
          <Alert color="red" role="alert">
            {place.error.message}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
