import type { RafflePrize } from '@arcadia/contract/raffles';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './prize.css';

/** One picture per look: a golden egg, a prize wheel, else a red envelope (spec 001 §3). */
function PrizeArt({ look }: { look: RafflePrize['value'] }) {
  if (look === 'GOLDEN_EGG')
    return (
      <svg viewBox="0 0 120 140" className="arcadia-prize-art" aria-hidden="true">
        <ellipse cx="60" cy="78" rx="44" ry="56" fill="#f5c542" stroke="#b7791f" strokeWidth="4" />
        <path d="M18 70l14-10 12 12 14-12 12 12 14-12 12 12 10-8" fill="none" stroke="#b7791f" strokeWidth="4" />
      </svg>
    );
  if (look === 'PRIZE_WHEEL')
    return (
      <svg viewBox="0 0 120 120" className="arcadia-prize-art arcadia-prize-spin" aria-hidden="true">
        {['#e03131', '#f59f00', '#2f9e44', '#1971c2', '#9c36b5', '#f76707'].map((c, i) => (
          <path key={c} d="M60 60L60 6A54 54 0 0 1 106.8 33Z" fill={c} transform={`rotate(${i * 60} 60 60)`} />
        ))}
        <circle cx="60" cy="60" r="10" fill="#fff" />
      </svg>
    );
  return (
    <svg viewBox="0 0 100 130" className="arcadia-prize-art" aria-hidden="true">
      <rect x="6" y="6" width="88" height="118" rx="10" fill="#d6336c" />
      <path d="M6 40q44 30 88 0" fill="#c2255c" />
      <circle cx="50" cy="52" r="14" fill="#f5c542" />
    </svg>
  );
}

export function PrizeModal({
  prize,
  onClose,
  formatAmount,
}: {
  prize: RafflePrize | null;
  onClose: () => void;
  formatAmount: (a: string) => string;
}) {
  const { t } = useTranslation('raffles');
  return (
    <Modal
      opened={prize !== null}
      onClose={onClose}
      title={t('prize.title')}
      centered
      data-testid="prize-modal"
      closeButtonProps={{ 'aria-label': t('common:action.close') }}
    >
      {prize ? (
        <Stack align="center" data-look={prize.value}>
          <PrizeArt look={prize.value} />
          <Text size="xl" fw={700} data-testid="prize-amount">
            {prize.type === 'BONUS' ? formatAmount(prize.amount) : t(`prize.${prize.type}`, { amount: Number(prize.amount) })}
          </Text>
          {prize.ticket ? (
            <Text size="sm" c="dimmed">
              {t('prize.ticket', { id: prize.ticket.ticketId, start: prize.ticket.startDateStr, end: prize.ticket.endDateStr })}
            </Text>
          ) : null}
          <Button onClick={onClose}>{t('prize.ok')}</Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
