import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { Suspense, useCallback, useRef, useState } from 'react';
import { SliderCaptchaModal } from '../../../features/captcha';

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
