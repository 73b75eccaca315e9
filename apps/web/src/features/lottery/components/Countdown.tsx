import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useCountdown } from '../hooks/countdown';

/** Time left to bet on the open numero; refreshes the game when it runs out (throttled). */
export function Countdown({ closeAt, onRefresh, size = 'lg' }: { closeAt: string | null; onRefresh: () => void; size?: string }) {
  const { t } = useTranslation('lottery');
  const left = useCountdown(closeAt, onRefresh);
  const text = formatCountdown(left);
  return (
    <Text component="span" fw={700} size={size} ff="monospace" role="timer" aria-label={t('countdown.aria', { time: text })}>
      {text}
    </Text>
  );
}
