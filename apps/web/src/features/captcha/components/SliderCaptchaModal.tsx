import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SliderCaptcha } from './SliderCaptcha';

type Props = { opened: boolean; onPassed: (fields: SliderFields) => void; onClose: () => void };

/** The slider asked before an SMS code is sent (GEETESTVCODE3): passing it closes the dialog and sends. */
export function SliderCaptchaModal({ opened, onPassed, onClose }: Props) {
  const { t } = useTranslation('captcha');
  return (
    <Modal opened={opened} onClose={onClose} title={t('slider.smsTitle')} centered size="auto" zIndex={400}>
      {opened ? <SliderCaptcha onPassed={onPassed} /> : null}
    </Modal>
  );
}

export default SliderCaptchaModal;
