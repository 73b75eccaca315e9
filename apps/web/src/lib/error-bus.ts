import { create } from 'zustand';
import type { ErrorAction } from './classify-error';

/** One dialog the global handler wants shown; rendered by components/ErrorDialogs. */
export type ErrorNotice = {
  id: number;
  action: Exclude<ErrorAction, 'silent' | 'log'>;
  /** Already-localised server text, or null when the dialog uses its own text. */
  text: string | null;
  /** vendor_under_maintenance: start and end as sent by the server (ISO strings). */
  window?: { start: string; end: string } | null;
};

type ErrorBusState = {
  queue: ErrorNotice[];
  /** domain_not_available opens its own modal (features/system), with a retry callback. */
  domainCheckFailed: boolean;
  push: (notice: Omit<ErrorNotice, 'id'>) => void;
  dismiss: (id: number) => void;
  setDomainCheckFailed: (open: boolean) => void;
};

let nextId = 1;

export const useErrorBus = create<ErrorBusState>((set) => ({
  queue: [],
  domainCheckFailed: false,
  push: (notice) =>
    set((s) => {
      // The same session dialog for several parallel calls would only stack up; show it once.
      if (s.queue.some((q) => q.action === notice.action && q.text === notice.text)) return s;
      return { queue: [...s.queue, { ...notice, id: nextId++ }] };
    }),
  dismiss: (id) => set((s) => ({ queue: s.queue.filter((q) => q.id !== id) })),
  setDomainCheckFailed: (open) => set({ domainCheckFailed: open }),
}));

export const errorBus = {
  push: (notice: Omit<ErrorNotice, 'id'>) => useErrorBus.getState().push(notice),
  domainCheckFailed: () => useErrorBus.getState().setDomainCheckFailed(true),
};
