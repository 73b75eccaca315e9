import type { Templates } from '@arcadia/contract/system';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useConsolidatedSettings } from '../features/system';
import { getToken } from '../lib/storage';
import { applyThemeVariables, buildTheme, themeVariables } from '../lib/theme';
import { queryClient } from './query-client';

// Toasts are never needed for the first paint; their code loads right after.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));
// Mounted beside the app rather than around it: Modal brings ScrollArea, floating-ui and
// react-remove-scroll, ~35 KB gzip the home page does not need. Open modals with the event API
// (`modals.openConfirmModal(...)` from '@mantine/modals'), which reaches this provider anywhere.
const ModalsProvider = lazy(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));

function resolver(templates: Templates | null): CSSVariablesResolver {
  return () => {
    if (!templates) return { variables: {}, light: {}, dark: {} };
    const v = themeVariables(templates);
    const scheme = {
      '--mantine-color-body': templates.colors.background,
      '--mantine-color-text': v['--arcadia-text'] as string,
      '--mantine-color-dimmed': v['--arcadia-dimmed'] as string,
    };
    return { variables: {}, light: scheme, dark: scheme };
  };
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;
const IDLE_MOUNT_MS = 3000;

/**
 * Toasts and the modals manager mount once they can matter: right away for a signed-in player
 * (real-time toasts), otherwise on the first interaction or after 3 s, so a visitor's first
 * paint does not pay for them.
 */
function DeferredOverlays() {
  const [ready, setReady] = useState(() => getToken() != null);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    const timer = setTimeout(go, IDLE_MOUNT_MS);
    for (const e of INTERACTIONS) window.addEventListener(e, go, { once: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of INTERACTIONS) window.removeEventListener(e, go);
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <Notifications position="top-right" autoClose={4500} />
    </Suspense>
  );
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { data } = useConsolidatedSettings();
  const templates = data?.templates ?? null;
  const theme = useMemo(() => buildTheme(templates), [templates]);
  const cssVariablesResolver = useMemo(() => resolver(templates), [templates]);
  useEffect(() => {
    if (templates) applyThemeVariables(templates);
  }, [templates]);
  return (
    <MantineProvider theme={theme} forceColorScheme={templates?.colorScheme ?? 'dark'} cssVariablesResolver={cssVariablesResolver}>
      {children}
      <DeferredOverlays />
    </MantineProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
