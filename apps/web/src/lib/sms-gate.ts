import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { createContext, useContext } from 'react';

/**
 * GEETESTVCODE3 (spec 000 §3): the merchant asks the slider before every SMS code. Features that
 * send a code read the gate here; the app provides it (app/routes/auth/use-sms-slider.tsx), so a
 * feature never imports the captcha feature. Resolves to the slider's pass, or null when the
 * visitor closed it; without a provider (switch off) there is no gate.
 */
export type SmsGate = () => Promise<SliderFields | null>;
export const SmsGateContext = createContext<SmsGate | undefined>(undefined);
export const useSmsGate = () => useContext(SmsGateContext);
