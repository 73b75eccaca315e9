import { SLIDER_V4_TIMEOUT_MS, type SliderFields, type SliderInit, type SliderV4Validate } from '@arcadia/contract/captcha/slider';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The captcha object Geetest's gt.js and gt4.js hand over (their documented web API). */
type GeetestCaptcha = {
  appendTo(el: HTMLElement): unknown;
  onReady(f: () => void): unknown;
  onSuccess(f: () => void): unknown;
  onError(f: (e?: { msg?: string }) => void): unknown;
  getValidate(): unknown;
  destroy?(): void;
};
type GeetestInit = (config: Record<string, unknown>, ready: (captcha: GeetestCaptcha) => void) => void;
declare global {
  interface Window {
    initGeetest?: GeetestInit;
    initGeetest4?: GeetestInit;
  }
}

// Geetest's language codes by ours: v3 knows Thai and Vietnamese, v4 does not (English there).
const V3_LANG: Record<string, string> = { CN: 'zh-cn', TW: 'zh-tw', EN: 'en', JA: 'ja', TH: 'th', VI: 'vi' };
const V4_LANG: Record<string, string> = { CN: 'zho', TW: 'zho-tw', EN: 'eng', JA: 'jpn' };

const loads = new Map<string, Promise<void>>();
/** Loads a loader script once; a failed or timed-out load is forgotten, so a retry loads it again. */
function loadScript(src: string, timeoutMs: number): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const p = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    const fail = (why: string) => {
      clearTimeout(timer);
      el.remove();
      loads.delete(src);
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    el.src = src;
    el.async = true;
    el.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    el.onerror = () => fail('load');
    document.head.appendChild(el);
  });
  loads.set(src, p);
  return p;
}

const isV4Validate = (v: unknown): v is SliderV4Validate =>
  !!v &&
  typeof v === 'object' &&
  ['lot_number', 'captcha_output', 'pass_token', 'gen_time'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

/** What the page sends for a passed widget: v3's three fields, or v4's validate object (spec 000 §3). */
function fieldsOf(version: 3 | 4, v: unknown): SliderFields | null {
  if (version === 4) return isV4Validate(v) ? { validate: v } : null;
  const r = (v ?? {}) as Record<string, unknown>;
  const [challenge, validate, seccode] = [r.geetest_challenge, r.geetest_validate, r.geetest_seccode];
  return typeof challenge === 'string' && typeof validate === 'string' && typeof seccode === 'string'
    ? { challenge, validate, seccode }
    : null;
}

type Props = {
  init: SliderInit & { script: string };
  onReady: () => void;
  /** The loader did not load, or the widget did not become ready, within 10 s (spec 000 §4). */
  onInitFailed: () => void;
  onPassed: (fields: SliderFields) => void;
  onRefused: (message: string | null) => void;
};

/**
 * Geetest's own widget (ADR 057), for merchants whose server has a Geetest account: the page runs
 * the loader the server names, Geetest draws its puzzle into this box, and its pass goes to the
 * request that needs it, to be checked by our server with Geetest.
 */
export function GeetestWidget({ init, onReady, onInitFailed, onPassed, onRefused }: Props) {
  const { i18n } = useTranslation('captcha');
  const box = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onReady, onInitFailed, onPassed, onRefused });
  callbacks.current = { onReady, onInitFailed, onPassed, onRefused };
  const language = i18n.language;

  useEffect(() => {
    let live = true;
    let ready = false;
    let captcha: GeetestCaptcha | null = null;
    const version = init.provider === 'geetest4' ? 4 : 3;
    const failInit = () => {
      if (live && !ready) {
        live = false;
        callbacks.current.onInitFailed();
      }
    };
    const timer = setTimeout(failInit, SLIDER_V4_TIMEOUT_MS);
    loadScript(init.script, SLIDER_V4_TIMEOUT_MS).then(() => {
      const start = version === 4 ? window.initGeetest4 : window.initGeetest;
      if (!live) return;
      if (!start) return failInit();
      const config =
        version === 4
          ? { captchaId: init.gt, product: 'float', language: V4_LANG[language] ?? 'eng', timeout: SLIDER_V4_TIMEOUT_MS }
          : {
              gt: init.gt,
              challenge: init.challenge,
              offline: false,
              new_captcha: init.newCaptcha,
              product: 'float',
              width: '100%',
              lang: V3_LANG[language] ?? 'en',
            };
      start(config, (c) => {
        if (!live || !box.current) return c.destroy?.();
        captcha = c;
        c.onReady(() => {
          if (!live) return;
          ready = true;
          clearTimeout(timer);
          callbacks.current.onReady();
        });
        c.onSuccess(() => {
          if (!live) return;
          const fields = fieldsOf(version, c.getValidate());
          if (fields) callbacks.current.onPassed(fields);
          else callbacks.current.onRefused(null);
        });
        c.onError((e) => {
          if (!ready) return failInit();
          if (live) callbacks.current.onRefused(e?.msg ?? null);
        });
        c.appendTo(box.current);
      });
    }, failInit);
    return () => {
      live = false;
      clearTimeout(timer);
      captcha?.destroy?.();
    };
  }, [init, language]);

  return <div ref={box} className="arcadia-geetest" data-testid="geetest-widget" data-provider={init.provider} />;
}
