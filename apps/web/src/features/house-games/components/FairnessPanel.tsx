import type { HouseGameId, HouseRound, SeedCommit, VerifyResponse } from '@arcadia/contract/house-games';
import { Alert, Button, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRotateSeed, useRounds, useSetClientSeed, useVerify } from '../api/house';
import { showAmount } from './amount';

type Props = { game: HouseGameId; trialId: string | null; seed: SeedCommit; enabled: boolean };

/** Provably fair: the committed hash, the member's client seed, rotation, and a check of any revealed round. */
export function FairnessPanel({ game, trialId, seed, enabled }: Props) {
  const { t } = useTranslation('house-games');
  const rotate = useRotateSeed(trialId);
  const setClient = useSetClientSeed(game, trialId);
  const rounds = useRounds(game, trialId, enabled);
  const [clientSeed, setClientSeed] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (clientSeed.trim()) setClient.mutate(clientSeed.trim(), { onSuccess: () => setClientSeed('') });
  };
  return (
    <Stack gap="sm" data-testid="fairness-panel">
      <Title order={2} size="h5">
        {t('fair.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('fair.explain')}
      </Text>
      <Text size="sm">
        {t('fair.hash')}{' '}
        <Code style={{ wordBreak: 'break-all' }} data-testid="server-seed-hash">
          {seed.serverSeedHash}
        </Code>
      </Text>
      <Text size="sm">
        {t('fair.clientSeed')} <Code>{seed.clientSeed}</Code> · {t('fair.nonce')} <Code>{seed.nextNonce}</Code>
      </Text>
      <form onSubmit={submit}>
        <Group align="end" gap="xs" wrap="wrap">
          <TextInput
            label={t('fair.newClientSeed')}
            value={clientSeed}
            maxLength={64}
            onChange={(e) => setClientSeed(e.currentTarget.value)}
            error={setClient.error?.message}
            style={{ flex: '1 1 180px' }}
          />
          <Button type="submit" variant="light" loading={setClient.isPending} disabled={!clientSeed.trim()}>
            {t('fair.setClientSeed')}
          </Button>
        </Group>
      </form>
      <Group>
        <Button variant="outline" onClick={() => rotate.mutate()} loading={rotate.isPending}>
          {t('fair.rotate')}
        </Button>
      </Group>
      {rotate.data && (
        <Alert color="teal" title={t('fair.revealed')} data-testid="revealed-seed">
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {t('fair.serverSeed')} <Code>{rotate.data.revealed.serverSeed}</Code>
          </Text>
          <Text size="sm">{t('fair.revealedRounds', { count: rotate.data.revealed.rounds })}</Text>
        </Alert>
      )}
      {rotate.error && <Alert color="red">{rotate.error.message}</Alert>}
      <Title order={3} size="h6">
        {t('history.title')}
      </Title>
      {rounds.isLoading ? (
        <Text size="sm">{t('loading')}</Text>
      ) : rounds.isError ? (
        <Alert color="red">{t('error')}</Alert>
      ) : !rounds.data?.rounds.length ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fair.nonce')}</Table.Th>
                <Table.Th>{t('bet')}</Table.Th>
                <Table.Th>{t('win')}</Table.Th>
                <Table.Th>{t('history.verify')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rounds.data.rounds.map((r) => (
                <RoundRow key={r.roundId} round={r} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** A round is checked with what it was played with besides the bet (the outcome records it). */
function picksOf({ outcome: o }: HouseRound) {
  if (o.kind === 'dice') return { dice: { target: o.target, over: o.over } };
  if (o.kind === 'plinko') return { plinko: { rows: o.rows as 8 | 12 | 16, risk: o.risk } };
  if (o.kind === 'roulette') return { roulette: { bets: o.bets.map(({ type, numbers, amount }) => ({ type, numbers, amount })) } };
  if (o.kind === 'baccarat') return { baccarat: { bets: o.bets.map(({ side, amount }) => ({ side, amount })) } };
  if (o.kind === 'mines') return { mines: { mines: o.mines, picks: o.picks } };
  if (o.kind === 'blackjack') return { blackjack: { bet: showAmount(o.bet), actions: o.actions } };
  return {};
}

function RoundRow({ round }: { round: HouseRound }) {
  const { t } = useTranslation('house-games');
  const verify = useVerify();
  const [result, setResult] = useState<VerifyResponse | null>(null);
  const matches =
    result && result.serverSeedHash === round.serverSeedHash && JSON.stringify(result.outcome) === JSON.stringify(round.outcome);
  return (
    <Table.Tr>
      <Table.Td>{round.nonce}</Table.Td>
      <Table.Td>{showAmount(round.bet)}</Table.Td>
      <Table.Td>{showAmount(round.win)}</Table.Td>
      <Table.Td>
        {round.serverSeed === null ? (
          <Text size="xs" c="dimmed">
            {t('history.sealed')}
          </Text>
        ) : result ? (
          <Text size="xs" c={matches ? 'teal' : 'red'} fw={700} data-testid="verify-result">
            {matches ? t('history.verified') : t('history.mismatch')}
          </Text>
        ) : (
          <Button
            size="compact-xs"
            variant="subtle"
            loading={verify.isPending}
            onClick={() =>
              verify.mutate(
                {
                  game: round.game,
                  serverSeed: round.serverSeed ?? '',
                  clientSeed: round.clientSeed,
                  nonce: round.nonce,
                  ...picksOf(round),
                },
                { onSuccess: setResult },
              )
            }
          >
            {t('history.verify')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
