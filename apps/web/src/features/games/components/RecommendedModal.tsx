import { GAMES_LIMITS } from '@arcadia/contract/games';
import { Button, Group, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { getLanguage } from '../../../lib/i18n';
import { useGameList } from '../api/get-game-lists';
import type { LaunchTarget, MaintenanceNotice } from '../hooks/use-launcher';
import { GameImage } from './GameImage';

/** How many recommended games the modal offers at most (four slides). */
const RECOMMENDED_MAX = GAMES_LIMITS.recommendedPerSlide * 4;

/**
 * The recommended-games maintenance modal (spec 000 §2): the vendor's maintenance window, then the
 * merchant's recommended games, 12 per slide. Closing it clears it.
 */
export default function RecommendedModal({
  notice,
  onClose,
  onPlay,
}: {
  notice: MaintenanceNotice;
  onClose: () => void;
  onPlay: (target: LaunchTarget) => void;
}) {
  const { t } = useTranslation('games');
  const games = useGameList('recommended', 1, RECOMMENDED_MAX).data?.content ?? [];
  const [slide, setSlide] = useState(0);
  const per = GAMES_LIMITS.recommendedPerSlide;
  const slides = Math.max(1, Math.ceil(games.length / per));
  const shown = games.slice(slide * per, slide * per + per);
  const when = (iso: string) => (iso ? formatDateTime(iso, getLanguage()) : '—');
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
      size="lg"
      title={t('maintenance.title', { vendor: notice.vendor })}
    >
      <Stack gap="md">
        <Text role="status">{t('maintenance.window', { start: when(notice.start), end: when(notice.end) })}</Text>
        {shown.length > 0 ? (
          <>
            <Text fw={600}>{t('maintenance.recommended')}</Text>
            <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" data-testid="recommended-slide">
              {shown.map((g) => (
                <UnstyledButton
                  key={g.nodeId}
                  onClick={() => {
                    onClose();
                    onPlay({ game: g });
                  }}
                  aria-label={t('play.nowNamed', { name: g.nodeName })}
                >
                  <GameImage src={g.showIcon} alt="" height={64} />
                  <Text size="xs" lineClamp={1} mt={4}>
                    {g.nodeName}
                  </Text>
                </UnstyledButton>
              ))}
            </SimpleGrid>
            {slides > 1 ? (
              <Group justify="center" gap="xs">
                <Button size="xs" variant="default" disabled={slide === 0} onClick={() => setSlide(slide - 1)}>
                  {t('pager.previous')}
                </Button>
                <Text size="sm" aria-live="polite">
                  {t('maintenance.slide', { n: slide + 1, total: slides })}
                </Text>
                <Button size="xs" variant="default" disabled={slide >= slides - 1} onClick={() => setSlide(slide + 1)}>
                  {t('pager.next')}
                </Button>
              </Group>
            ) : null}
          </>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
