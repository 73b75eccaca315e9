import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { sendLoginCode } from '../api/send-login-code';
import { smsButtonEnabled } from '../hooks/sms-button-machine';
import { useSmsButton } from '../hooks/use-sms-button';

type Props = {
  mobileNum: string;
  countryDialingCode?: string;
  /** Changing it resets the button (the login type was switched). */
  resetKey: unknown;
  /** A note to show by the field: a failure (server message, already localised) is a warning; null clears it. */
  onMessage: (message: { text: string; warning: boolean } | null) => void;
  /** Sized to sit beside an input. */
  size?: 'sm' | 'md';
  /**
   * GEETESTVCODE3: asks the slider first (composed in app/); its fields go with the request, and
   * null (closed without passing) sends nothing.
   */
  beforeSend?: () => Promise<SliderFields | null>;
};

/** "Get code": ready → please wait → countdown (disabled) → ready (spec 000 §4). */
export function SmsCodeButton({ mobileNum, countryDialingCode, resetKey, onMessage, size = 'md', beforeSend }: Props) {
  const { t } = useTranslation('verification');
  const [state, dispatch] = useSmsButton(resetKey);

  const request = async () => {
    if (!smsButtonEnabled(state)) return;
    const slider = beforeSend ? await beforeSend() : {};
    if (!slider) {
      onMessage({ text: t('verifyFirst'), warning: true });
      return;
    }
    dispatch({ type: 'request' });
    onMessage(null);
    try {
      const cc = countryDialingCode?.replace(/\D/g, '');
      const { expiredMinutes } = await sendLoginCode({ mobileNum: mobileNum.trim(), ...(cc ? { countryDialingCode: cc } : {}), ...slider });
      dispatch({ type: 'sent', expiredMinutes });
      onMessage({ text: t('sent', { minutes: expiredMinutes }), warning: false });
    } catch (e) {
      dispatch({ type: 'failed' });
      onMessage({ text: e instanceof ApiError && e.message ? e.message : t('failed'), warning: true });
    }
  };

  const label =
    state.status === 'loading' ? t('wait') : state.status === 'countdown' ? t('countdown', { seconds: state.remaining }) : t('getCode');
  return (
    <Button
      type="button"
      size={size}
      variant="light"
      onClick={() => void request()}
      disabled={state.status === 'countdown'}
      loading={state.status === 'loading'}
      aria-live="polite"
      miw={120}
    >
      {label}
    </Button>
  );
}

export default SmsCodeButton;
