import { CRASH, CRASH_RTP, type CrashState, crashHundredthsAt } from '@arcadia/contract/house-games';
import { Alert, Badge, Button, Card, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrashBet, useCrashCashout, useCrashState } from '../api/crash';
import { useTrialId } from '../api/trial';
import { showAmount } from './amount';
import { CrashVerify } from './CrashVerify';

export type CrashBoardProps = {
  /** Real accounts bet money; visitors and free-play accounts bet demo credits in the same round. */
  mode: 'real' | 'trial';
  /** After a real bet or cash-out, so the shell refreshes the header balance. */
  onMoney?: () => void;
};

/** Server time minus this browser's time, from the state's `now`: the animation follows the server's clock. */
function useServerOffset(state: CrashState | undefined) {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (state) setOffset(new Date(state.now).getTime() - Date.now());
  }, [state]);
  return offset;
}

/** Redraws about 20 times a second while the multiplier runs or the countdown counts. */
function useNow(offset: number) {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now() + offset), 50);
    return () => clearInterval(id);
  }, [offset]);
  return now;
}

/**
 * Arcadia Crash (ADR 069): the merchant's shared round. The multiplier is drawn from the server's
 * start time; only the server decides a cash-out, the board just asks and shows the answer.
 */
export default function CrashBoard({ mode, onMoney }: CrashBoardProps) {
  const { t } = useTranslation('house-games');
  const trial = useTrialId(mode === 'trial');
  const trialId = trial.trialId;
  const ready = mode === 'real' || trialId !== null;
  const state = useCrashState(trialId);
  const bet = useCrashBet(trialId);
  const cashout = useCrashCashout(trialId);
  const [amount, setAmount] = useState<string | number>(10);
  const [auto, setAuto] = useState('');
  const [verifying, setVerifying] = useState<{ hash: string; index: number } | null>(null);
  // A trial session the server no longer knows (cleaned up, another database) starts afresh.
  const unknownTrial = mode === 'trial' && trialId !== null && state.data !== undefined && state.data.trialBalance === null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per unknown session
  useEffect(() => {
    if (unknownTrial) trial.restart();
  }, [unknownTrial]);
  const offset = useServerOffset(state.data);
  const now = useNow(offset);
  const round = state.data?.round ?? null;
  const startsAt = round ? new Date(round.startsAt).getTime() : 0;
  const phase = round?.phase === 'busted' ? 'busted' : round && now < startsAt ? 'betting' : round ? 'running' : null;
  const mine = round?.players.find((p) => p.mine);
  const shown = phase === 'busted' ? round?.crash : phase === 'running' ? (crashHundredthsAt(now - startsAt) / 100).toFixed(2) : '1.00';
  const error = bet.error ?? cashout.error;

  return (
    <Stack maw={720} mx="auto" gap="md">
      <Title order={2}>{t('game.arcadia-crash')}</Title>
      <Card withBorder padding="lg" data-testid="crash-board">
        <Stack align="center" gap="xs">
          {phase === 'betting' && (
            <Text data-testid="crash-countdown">{t('crash.startsIn', { seconds: Math.max(0, Math.ceil((startsAt - now) / 1000)) })}</Text>
          )}
          {/* The page's own text colour while it runs (teal on acme's white read 2.5:1); red (3.6:1 at 56 px) at the bust. */}
          <Text fz={56} fw={700} c={phase === 'busted' ? 'red.8' : 'var(--mantine-color-text)'} data-testid="crash-multiplier">
            {shown}x
          </Text>
          {phase === 'busted' && <Badge color="red.9">{t('crash.busted', { crash: round?.crash })}</Badge>}
          {!round && <Text c="dimmed">{t('crash.waiting')}</Text>}
        </Stack>
      </Card>
      {trial.error && <Alert color="red">{trial.error}</Alert>}
      <Card withBorder>
        {mode === 'trial' && (
          <Text size="sm" mb="xs" data-testid="crash-trial">
            {t('crash.trialNote')}{' '}
            <Text span fw={700} data-testid="house-balance">
              {state.data?.trialBalance ? showAmount(state.data.trialBalance) : '—'}
            </Text>{' '}
            {t('demoCredits')}
          </Text>
        )}
        <Group align="end">
          <NumberInput
            label={t('bet')}
            value={amount}
            onChange={setAmount}
            min={Number(CRASH.minBet)}
            max={Number(CRASH.maxBet)}
            decimalScale={2}
            w={140}
          />
          <TextInput label={t('crash.auto')} placeholder="2.00" value={auto} onChange={(e) => setAuto(e.currentTarget.value)} w={140} />
          {!mine && (
            <Button
              disabled={phase !== 'betting' || !ready}
              loading={bet.isPending}
              data-testid="crash-bet"
              onClick={() =>
                bet.mutate(
                  { amount: Number(amount).toFixed(2), ...(auto ? { autoCashout: Number(auto).toFixed(2) } : {}) },
                  { onSuccess: () => mode === 'real' && onMoney?.() },
                )
              }
            >
              {t('crash.placeBet')}
            </Button>
          )}
          {mine?.status === 'open' && (
            <Button
              color="orange"
              disabled={phase !== 'running'}
              loading={cashout.isPending}
              data-testid="crash-cashout"
              onClick={() => round && cashout.mutate(round.id, { onSuccess: () => mode === 'real' && onMoney?.() })}
            >
              {t('crash.cashOut')}
            </Button>
          )}
          {mine?.status === 'cashed' && <Badge color="teal.9">{t('crash.cashedAt', { at: mine.cashedAt, win: mine.win })}</Badge>}
          {mine?.status === 'lost' && <Badge color="red.9">{t('crash.lost')}</Badge>}
        </Group>
        {error && (
          <Alert color="red" mt="sm">
            {error.message}
          </Alert>
        )}
      </Card>
      <Card withBorder>
        <Title order={4}>{t('crash.players')}</Title>
        <Table data-testid="crash-players">
          <Table.Tbody>
            {(round?.players ?? []).map((p) => (
              <Table.Tr key={p.name + p.amount}>
                <Table.Td>
                  {p.name}
                  {p.trial && (
                    <Badge ml={6} size="xs" variant="default">
                      {t('crash.trialBadge')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{p.amount}</Table.Td>
                <Table.Td>{p.cashedAt ? `${p.cashedAt}x` : p.status === 'lost' ? t('crash.lost') : '—'}</Table.Td>
                <Table.Td>{p.win}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder>
        <Title order={4}>{t('crash.recent')}</Title>
        <Group gap={4} mt="xs">
          {/* Each bust opens the check below with its hash and place in the chain. */}
          {(state.data?.recent ?? []).map((b) => (
            <Badge
              key={b.roundId}
              component="button"
              type="button"
              style={{ cursor: 'pointer', border: 0 }}
              color={Number(b.crash) >= 2 ? 'teal.9' : 'gray.7'}
              title={b.hash}
              aria-label={t('crash.verifyRound', { crash: b.crash })}
              onClick={() => setVerifying({ hash: b.hash, index: b.index })}
            >
              {b.crash}x
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed" mt="sm" style={{ wordBreak: 'break-all' }}>
          {t('crash.fair', { rtp: (CRASH_RTP * 100).toFixed(0), commitment: state.data?.commitment ?? '' })}
        </Text>
      </Card>
      <CrashVerify commitment={state.data?.commitment ?? null} picked={verifying} />
    </Stack>
  );
}
