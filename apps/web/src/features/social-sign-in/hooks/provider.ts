import type { SocialClientConfig } from '@arcadia/contract/social-sign-in';

/**
 * The provider adapter a merchant's script installs (e.g. a wrapper around Firebase Auth): it
 * signs the visitor in with the provider and hands back the provider's ID token.
 */
export type SocialProviderAdapter = {
  signIn(channel: string, options: Record<string, string>): Promise<{ idToken: string; mobileNo?: string }>;
};
declare global {
  interface Window {
    arcadiaSocialProvider?: SocialProviderAdapter;
  }
}

let loading: Promise<SocialProviderAdapter> | null = null;

/** Loads the adapter script once, and only when the merchant configured one (spec: no script otherwise). */
export function loadProvider(config: SocialClientConfig, timeoutMs = 15_000): Promise<SocialProviderAdapter> {
  if (!config.configured || !config.scriptUrl) return Promise.reject(new Error('not_configured'));
  if (window.arcadiaSocialProvider) return Promise.resolve(window.arcadiaSocialProvider);
  loading ??= new Promise<SocialProviderAdapter>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = config.scriptUrl!;
    script.async = true;
    const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      if (window.arcadiaSocialProvider) resolve(window.arcadiaSocialProvider);
      else reject(new Error('adapter_missing'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('script_failed'));
    };
    document.head.appendChild(script);
  }).catch((e) => {
    loading = null;
    throw e;
  });
  return loading;
}
