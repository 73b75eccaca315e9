import type { RafflePrize, RaffleStatus } from '@arcadia/contract/raffles';
import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useYieldToControls, YIELD_STYLE } from '../../../components/use-yield-to-controls';
import { claimRaffle, raffleKeys, useRaffleStatus } from '../api/raffle';
import { formatCountdown, RAFFLE_STORAGE_KEY, tipPhase } from '../tip-state';
import { PrizeModal } from './PrizeModal';

type Props = { enabled: boolean; onClaimed: () => void; formatAmount: (amount: string) => string };

const stored = (): RaffleStatus | null => {
  try {
    return JSON.parse(sessionStorage.getItem(RAFFLE_STORAGE_KEY) ?? 'null') as RaffleStatus | null;
  } catch {
    return null;
  }
};

/**
 * Raffle tip (spec 000 §4): a countdown until the raffle starts, then a claim button; it goes at
 * the due time. A claim opens the prize modal; a failed claim closes the tip. Claimed or ended
 * clears the stored raffle.
 */
export function RaffleTip({ enabled, onClaimed, formatAmount }: Props) {
  const { t, ready } = useTranslation('raffles');
  const client = useQueryClient();
  const { data } = useRaffleStatus(enabled);
  const [now, setNow] = useState(() => Date.now());
  const [closedId, setClosedId] = useState<number | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [prize, setPrize] = useState<RafflePrize | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const raffle = data === undefined ? stored() : data;
  const phase = tipPhase(raffle, now);
  useEffect(() => {
    if (data) sessionStorage.setItem(RAFFLE_STORAGE_KEY, JSON.stringify(data));
    else if (data === null) sessionStorage.removeItem(RAFFLE_STORAGE_KEY);
  }, [data]);
  useEffect(() => {
    if (phase.kind === 'gone') {
      if (raffle) sessionStorage.removeItem(RAFFLE_STORAGE_KEY);
      return;
    }
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [phase.kind, raffle]);

  const claim = async () => {
    if (!raffle) return;
    setClaiming(true);
    try {
      setPrize(await claimRaffle(raffle.promotionId, raffle.raffleScheduleId));
      // claimed: this raffle's tip is done, whatever the refreshed status says next
      setClosedId(raffle.raffleScheduleId);
      onClaimed();
    } catch {
      setClosedId(raffle.raffleScheduleId);
    } finally {
      sessionStorage.removeItem(RAFFLE_STORAGE_KEY);
      setClaiming(false);
    }
  };
  const closePrize = () => {
    setPrize(null);
    void client.invalidateQueries({ queryKey: raffleKeys.all });
  };
  // Not before its strings land: the tip's region and buttons would have no names (axe, screen readers).
  const shown = ready && raffle && phase.kind !== 'gone' && closedId !== raffle.raffleScheduleId && !prize;
  // Never over a control of the page (issue 29): from the moment it shows, the tip waits hidden
  // while something to press is under it.
  const yielding = useYieldToControls(box, Boolean(shown));
  return (
    <>
      {shown ? (
        <Paper
          ref={box}
          style={yielding ? YIELD_STYLE : undefined}
          className="arcadia-raffle-tip"
          shadow="md"
          radius="md"
          p="sm"
          withBorder
          role="region"
          aria-label={t('tip.label')}
          data-testid="raffle-tip"
        >
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" fw={600}>
              {t('tip.title')}
            </Text>
            {phase.kind === 'countdown' ? (
              <Text size="sm" aria-live="off" data-testid="raffle-countdown">
                {t('tip.startsIn', { time: formatCountdown(phase.ms) })}
              </Text>
            ) : (
              // red.9: white on Mantine's red.6 is 3.3:1, under WCAG AA's 4.5:1 (axe)
              <Button size="xs" color="red.9" onClick={() => void claim()} loading={claiming} data-testid="raffle-claim">
                {t('tip.claim')}
              </Button>
            )}
            <ActionIcon variant="subtle" color="gray" aria-label={t('tip.close')} onClick={() => setClosedId(raffle.raffleScheduleId)}>
              ×
            </ActionIcon>
          </Group>
        </Paper>
      ) : null}
      <PrizeModal prize={prize} onClose={closePrize} formatAmount={formatAmount} />
    </>
  );
}

export default RaffleTip;
