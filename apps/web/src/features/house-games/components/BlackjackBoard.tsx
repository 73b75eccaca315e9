import { type BlackjackAction, type BlackjackOutcome, bjValue, handTotal } from '@arcadia/contract/house-games';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showAmount } from './amount';
import { Card, CardBack } from './PlayingCard';

type Props = { outcome: BlackjackOutcome | null; busy: boolean; onAct: (action: BlackjackAction) => void };

/** What the rules allow now (the server checks again): ADR 068. */
export function allowedActions(o: BlackjackOutcome): BlackjackAction[] {
  if (o.phase === 'insurance') return ['insure', 'decline'];
  if (o.phase !== 'player') return [];
  const h = o.hands[o.active]!;
  const splitAces = o.hands.length > 1 && bjValue(o.hands[0]!.cards[0]!) === 1;
  const list: BlackjackAction[] = splitAces ? ['stand'] : ['hit', 'stand'];
  if (h.cards.length === 2 && !splitAces) list.push('double');
  if (o.hands.length === 1 && h.cards.length === 2 && bjValue(h.cards[0]!) === bjValue(h.cards[1]!)) list.push('split');
  return list;
}

// Dark shades: white text on them passes 4.5:1 (the yellow takes dark text by autoContrast).
const RESULT_COLOUR = { win: 'teal.9', blackjack: 'yellow.5', push: 'gray.7', lose: 'red.9' } as const;

/**
 * arcadia-blackjack (ADR 068): the dealer's cards (the hole card face down until the round ends),
 * each of the player's hands with its total and stake, and the moves the rules allow now.
 */
export function BlackjackBoard({ outcome, busy, onAct }: Props) {
  const { t } = useTranslation('house-games');
  const open = outcome && outcome.phase !== 'done';
  const dealerTotal = outcome ? handTotal(outcome.dealer).total : null;
  return (
    <Stack
      gap="sm"
      data-testid="blackjack-board"
      p="sm"
      style={{
        background: 'radial-gradient(circle at 50% 0%, #1f7a4d, #0b3d24)',
        borderRadius: 12,
        color: '#fff',
        opacity: busy ? 0.85 : 1,
      }}
    >
      <Stack gap={4} align="center" data-testid="blackjack-dealer">
        <Text size="sm" fw={700}>
          {outcome ? t('blackjack.dealer', { total: open ? '?' : dealerTotal }) : t('blackjack.dealerIdle')}
        </Text>
        <Group gap={6} justify="center" mih={48}>
          {outcome?.dealer.map((c) => (
            <Card key={c} card={c} />
          ))}
          {open && <CardBack label={t('blackjack.hole')} />}
        </Group>
      </Stack>
      <Group justify="center" gap="lg" wrap="wrap">
        {outcome?.hands.map((h, i) => {
          const { total, soft } = handTotal(h.cards);
          const current = open && outcome.phase === 'player' && i === outcome.active && outcome.hands.length > 1;
          return (
            <Stack
              // biome-ignore lint/suspicious/noArrayIndexKey: a hand is its place at the table (first, second after a split)
              key={i}
              gap={4}
              align="center"
              data-testid={`blackjack-hand-${i}`}
              p={4}
              style={{ borderRadius: 8, outline: current ? '2px solid #ffd43b' : undefined }}
            >
              <Group gap={6} justify="center">
                {h.cards.map((c) => (
                  <Card key={c} card={c} />
                ))}
              </Group>
              <Text size="sm" fw={700}>
                {t(soft && total < 21 ? 'blackjack.totalSoft' : 'blackjack.total', { total })} ·{' '}
                {t('blackjack.stake', { amount: showAmount(h.stake) })}
              </Text>
              {h.result && (
                <Badge color={RESULT_COLOUR[h.result]} variant="filled" autoContrast data-testid={`blackjack-result-${i}`}>
                  {t(`blackjack.result.${h.result}`, { amount: showAmount(h.returned) })}
                </Badge>
              )}
            </Stack>
          );
        })}
        {!outcome && (
          <Text fw={600} py="md">
            {t('blackjack.idle')}
          </Text>
        )}
      </Group>
      {outcome?.phase === 'insurance' && (
        <Text size="sm" ta="center" fw={600}>
          {t('blackjack.insuranceAsk', { amount: showAmount((Number(outcome.bet) / 2).toFixed(4)) })}
        </Text>
      )}
      {open && (
        <Group justify="center" gap="xs" data-testid="blackjack-actions">
          {allowedActions(outcome).map((a) => (
            <Button key={a} onClick={() => onAct(a)} loading={busy} variant={a === 'stand' || a === 'decline' ? 'default' : 'filled'}>
              {t(`blackjack.action.${a}`)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
