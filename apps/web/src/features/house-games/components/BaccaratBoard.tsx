import { BACCARAT_RETURN, BACCARAT_RTP, BACCARAT_SIDES, type BaccaratOutcome } from '@arcadia/contract/house-games';
import { Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Card } from './PlayingCard';
import { cutPercent } from './PlinkoBoard';
import { addChip, type BoardBet, chipsOn, showCents, totalCents } from './roulette-bets';

type Props = { outcome: BaccaratOutcome | null; dealing: boolean; bets: BoardBet[]; chipCents: number; onBets: (bets: BoardBet[]) => void };

const SPOT_BG: Record<string, string> = { player: '#1864ab', tie: '#2f7d32', banker: '#c92a2a' };

/**
 * arcadia-baccarat (ADR 062): chips on player, tie and banker; the coup's two hands with their
 * totals; each bet's pay and exact RTP shown on its spot.
 */
export function BaccaratBoard({ outcome, dealing, bets, chipCents, onBets }: Props) {
  const { t } = useTranslation('house-games');
  const hand = (side: 'player' | 'banker') =>
    outcome && (
      <Stack gap={4} align="center" data-testid={`baccarat-${side}-hand`}>
        <Text fw={700} c="#fff">
          {t(`baccarat.side.${side}`)} · {side === 'player' ? outcome.playerTotal : outcome.bankerTotal}
        </Text>
        <Group gap={4} justify="center" aria-label={t('baccarat.cards', { side: t(`baccarat.side.${side}`) })}>
          {outcome[side].map((c) => (
            <Card key={c} card={c} />
          ))}
        </Group>
      </Stack>
    );
  return (
    <Stack gap="sm" data-testid="baccarat-board" style={{ opacity: dealing ? 0.7 : 1 }}>
      <Stack
        gap="xs"
        p="sm"
        mih={150}
        justify="center"
        style={{ background: 'radial-gradient(circle at 50% 30%, #2b8a3e, #0b3d1e)', borderRadius: 12 }}
      >
        {outcome ? (
          <>
            <SimpleGrid cols={2} spacing="xs">
              {hand('player')}
              {hand('banker')}
            </SimpleGrid>
            <Text fw={800} ta="center" c="#fff" aria-live="polite" data-testid="baccarat-result">
              {t(`baccarat.wins.${outcome.winner}`)}
            </Text>
          </>
        ) : (
          <Text fw={600} ta="center" c="#fff">
            {t('baccarat.idle')}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={3} spacing="xs">
        {BACCARAT_SIDES.map((side) => {
          const on = chipsOn(bets, side, []);
          const won = outcome?.winner === side;
          const name = t(`baccarat.side.${side}`);
          return (
            <UnstyledButton
              key={side}
              onClick={() => {
                const next = addChip(bets, side, [], chipCents);
                if (next) onBets(next);
              }}
              aria-label={on ? t('baccarat.placed', { side: name, amount: showCents(on) }) : name}
              style={{
                background: SPOT_BG[side],
                color: '#fff',
                borderRadius: 8,
                padding: 8,
                textAlign: 'center',
                outline: won ? '3px solid #ffd43b' : undefined,
              }}
            >
              <Text fw={800}>{name}</Text>
              <Text fz="xs">{t(`baccarat.pays.${side}`)}</Text>
              <Text fz="xs">{t('baccarat.rtp', { rtp: cutPercent(BACCARAT_RTP[side]) })}</Text>
              <Text fz="sm" fw={800} mih={20} data-testid={`baccarat-${side}-chips`}>
                {on ? showCents(on) : ''}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Group justify="space-between">
        <Text fw={700} data-testid="baccarat-total">
          {t('roulette.total', { amount: showCents(totalCents(bets)) })}
        </Text>
        <Button variant="subtle" color="gray" onClick={() => onBets([])} disabled={!bets.length}>
          {t('roulette.clear')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('baccarat.rules', { banker: BACCARAT_RETURN.banker })}
      </Text>
    </Stack>
  );
}
