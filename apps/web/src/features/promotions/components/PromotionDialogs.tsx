import type { Promotion } from '@arcadia/contract/promotions';
import { Button, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { ApplyRewardModal } from './ApplyRewardModal';
import { PromoImage } from './PromoImage';

type Props = {
  detail: Promotion | null;
  onCloseDetail: () => void;
  applying: Promotion | null;
  onCloseApply: () => void;
};

/** The promotions page's popups: a promotion's details with I agree, and the reward application form. */
export default function PromotionDialogs({ detail, onCloseDetail, applying, onCloseApply }: Props) {
  const { t } = useTranslation('promotions');
  return (
    <>
      <Modal
        opened={detail !== null}
        onClose={onCloseDetail}
        title={detail?.title}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common:action.close') }}
      >
        <Stack>
          {detail?.announcementImages.map((img) => (
            <PromoImage key={img.imageId} url={img.url} />
          ))}
          <SafeHtml html={detail?.content ?? ''} />
          <Button onClick={onCloseDetail}>{t('list.agree')}</Button>
        </Stack>
      </Modal>
      <ApplyRewardModal promotion={applying} onClose={onCloseApply} />
    </>
  );
}
