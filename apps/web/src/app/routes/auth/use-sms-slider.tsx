import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { SliderCaptchaModal } from '../../../features/captcha';
import { useConsolidatedSettings } from '../../../features/system';
import { SmsGateContext } from '../../../lib/sms-gate';

/**
 * GEETESTVCODE3 (spec 000 §3): before an SMS code is sent the slider opens in a dialog; the
 * button's request carries its pass. Composes the captcha feature's slider with the SMS buttons of
 * verification and registration, which do not know each other.
 */
export function useSmsSlider(on: boolean) {
  const [opened, setOpened] = useState(false);
  const pending = useRef<((f: SliderFields | null) => void) | null>(null);
  const settle = (f: SliderFields | null) => {
    pending.current?.(f);
    pending.current = null;
    setOpened(false);
  };
  const ask = useCallback(
    () =>
      new Promise<SliderFields | null>((resolve) => {
        pending.current = resolve;
        setOpened(true);
      }),
    [],
  );
  const modal = opened ? (
    <Suspense fallback={null}>
      <SliderCaptchaModal opened onPassed={(f) => settle(f)} onClose={() => settle(null)} />
    </Suspense>
  ) : null;
  return { beforeSend: on ? ask : undefined, modal };
}

/**
 * Gives every SMS button below it (two-factor, binding a mobile number) the slider when the merchant
 * asks for it before codes (GEETESTVCODE3), through lib/sms-gate's context.
 */
export function SmsGateProvider({ children }: { children: ReactNode }) {
  const on = useConsolidatedSettings().data?.whitelabel.GEETESTVCODE3 === true;
  const { beforeSend, modal } = useSmsSlider(on);
  return (
    <SmsGateContext.Provider value={beforeSend}>
      {children}
      {modal}
    </SmsGateContext.Provider>
  );
}
