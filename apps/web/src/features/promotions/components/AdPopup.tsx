import type { Popup } from '@arcadia/contract/promotions/home';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';

/**
 * Advertisement popups (spec 001 §2): title and sanitised HTML, one at a time with pagination, and
 * close. The caller fetches them and remembers the close (the home chunk owns both, so this
 * chunk's code loads only when there is a popup).
 */
export function AdPopup({ popups, onClose }: { popups: Popup[]; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const [closed, setClosed] = useState(false);
  const [page, setPage] = useState(0);
  if (closed || popups.length === 0) return null;
  const current = popups[Math.min(page, popups.length - 1)]!;
  const close = () => {
    onClose();
    setClosed(true);
  };
  return (
    <Modal
      opened
      onClose={close}
      title={current.title}
      centered
      closeButtonProps={{ 'aria-label': t('popup.close') }}
      data-testid="ad-popup"
    >
      <Stack>
        <SafeHtml html={current.content} />
        {popups.length > 1 ? (
          <Group justify="space-between">
            <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('popup.prev')}
            </Button>
            <Text size="sm" aria-live="polite">
              {t('popup.page', { n: page + 1, count: popups.length })}
            </Text>
            <Button variant="default" size="xs" disabled={page >= popups.length - 1} onClick={() => setPage(page + 1)}>
              {t('popup.next')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}

export default AdPopup;
