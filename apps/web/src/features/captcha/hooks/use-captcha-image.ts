import { CAPTCHA_REFRESH_MS } from '@arcadia/contract/captcha';
import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaDataUrl, getCaptcha } from '../api/get-captcha';
import { createRefreshGate } from './refresh-gate';

/** Loads a captcha image and refreshes it on demand, at most once per second; a refresh asked for too early runs when allowed. */
export function useCaptchaImage(active: boolean, reloadKey: unknown) {
  const [src, setSrc] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const gate = useRef(createRefreshGate(CAPTCHA_REFRESH_MS));
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      setSrc(captchaDataUrl(await getCaptcha()));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  const refresh = useCallback(() => {
    if (pending.current) return;
    if (gate.current.tryPass()) {
      void load();
      return;
    }
    pending.current = setTimeout(() => {
      pending.current = null;
      gate.current.tryPass();
      void load();
    }, gate.current.wait());
  }, [load]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for a fresh image (e.g. after a failed login)
  useEffect(() => {
    if (active) refresh();
  }, [active, reloadKey, refresh]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  return { src, loading, failed, refresh };
}
