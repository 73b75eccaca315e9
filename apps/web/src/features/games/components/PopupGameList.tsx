import { GAMES_LIMITS, type VendorCard } from '@arcadia/contract/games';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGames } from '../api/get-games';
import { gridState } from '../hooks/use-grid-play';
import type { GameActions } from './GameCard';
import { GameGrid } from './GameGrid';

/** The popup game list of a VASSALAGE vendor (spec 001 §2): 10 a page, play and free trial. */
export function PopupGameList({ vendor, onClose, ...actions }: { vendor: VendorCard; onClose: () => void } & GameActions) {
  const { t } = useTranslation('games');
  const [pageNo, setPageNo] = useState(1);
  const query = useGames({
    gameType: vendor.gameType === 'ESPORTS' ? 'SPORTS' : vendor.gameType,
    vassalage: vendor.accountTypeName,
    pageNo,
    pageSize: GAMES_LIMITS.popupPageSize,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
      size="xl"
      title={t('popup.title', { vendor: vendor.displayName })}
    >
      <GameGrid {...gridState(query)} onPage={setPageNo} cols={{ base: 2, sm: 3, md: 5 }} {...actions} />
    </Modal>
  );
}
