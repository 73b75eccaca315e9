import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { sendRegisterCode } from '../api/send-register-code';
import { useRegisterSms } from '../hooks/use-register-sms';

type Props = {
  mobileNum: string;
  countryDialingCode?: string;
  onMessage: (m: { text: string; warning: boolean } | null) => void;
  /** GEETESTVCODE3: the slider first; null (not passed) sends nothing. */
  beforeSend?: (() => Promise<SliderFields | null>) | undefined;
};

/** "Get code" for registration: please wait, then 60 s the first time and 120 s after that (spec 000 §4). */
export function RegisterSmsButton({ mobileNum, countryDialingCode, onMessage, beforeSend }: Props) {
  const { t } = useTranslation('registration');
  const { state, request } = useRegisterSms(async () => {
    onMessage(null);
    try {
      const slider = beforeSend ? await beforeSend() : {};
      if (!slider) throw new ApiError('verify_first', t('sms.verifyFirst'), 200);
      const { expiredMinutes } = await sendRegisterCode(mobileNum.trim(), countryDialingCode, slider);
      onMessage({ text: t('sms.sent', { minutes: expiredMinutes }), warning: false });
    } catch (e) {
      // Spec 000 §8: the server's message as a warning, and the button resets.
      onMessage({ text: e instanceof ApiError && e.message ? e.message : t('sms.failed'), warning: true });
      throw e;
    }
  });
  const label =
    state.status === 'loading'
      ? t('sms.wait')
      : state.status === 'countdown'
        ? t('sms.countdown', { seconds: state.remaining })
        : t('sms.getCode');
  return (
    <Button
      type="button"
      variant="light"
      mt={25}
      miw={120}
      onClick={() => void request()}
      disabled={state.status === 'countdown'}
      loading={state.status === 'loading'}
      aria-live="polite"
    >
      {label}
    </Button>
  );
}
