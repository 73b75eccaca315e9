import type { Templates } from '@arcadia/contract/system';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useConsolidatedSettings } from '../features/system';
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
      <Suspense fallback={null}>
        <ModalsProvider />
        <Notifications position="top-right" autoClose={4500} />
      </Suspense>
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
