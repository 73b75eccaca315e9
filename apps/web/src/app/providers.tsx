import type { Templates } from '@arcadia/contract/system';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useConsolidatedSettings } from '../features/system';
import { applyThemeVariables, buildTheme, themeVariables } from '../lib/theme';
import { queryClient } from './query-client';

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
      <ModalsProvider>
        <Notifications position="top-right" autoClose={4500} />
        {children}
      </ModalsProvider>
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
