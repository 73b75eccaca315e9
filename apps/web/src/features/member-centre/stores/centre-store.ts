import { create } from 'zustand';

export type CentreKind = 'member' | 'agent';

/** One centre's state (spec 000 §2): shown, loaded, and the page chosen once loaded. */
export type CentreState = {
  shown: boolean;
  loaded: boolean;
  /** What the opener asked for; it becomes `page` only once the centre has loaded. */
  requested: string | null;
  page: string | null;
};

type Store = Record<CentreKind, CentreState> & {
  open: (kind: CentreKind, page?: string) => void;
  close: (kind: CentreKind) => void;
  /** The panel's inputs are ready: select the requested page if it is allowed, else the first one. */
  markLoaded: (kind: CentreKind, choose: (requested: string | null) => string | null) => void;
  select: (kind: CentreKind, page: string) => void;
  reset: () => void;
};

const HIDDEN: CentreState = { shown: false, loaded: false, requested: null, page: null };

export const useCentreStore = create<Store>((set) => ({
  member: HIDDEN,
  agent: HIDDEN,
  // Opening one centre hides the other (they share the right-hand container). Each opening
  // waits for its inputs again, so the page is chosen from fresh flags and member info.
  open: (kind, page) =>
    set((s) => {
      const other: CentreKind = kind === 'member' ? 'agent' : 'member';
      return { [kind]: { shown: true, loaded: false, requested: page ?? null, page: null }, [other]: { ...s[other], shown: false } };
    }),
  close: (kind) => set((s) => ({ [kind]: { ...s[kind], shown: false } })),
  markLoaded: (kind, choose) => set((s) => ({ [kind]: { ...s[kind], loaded: true, page: choose(s[kind].requested) } })),
  select: (kind, page) => set((s) => (s[kind].loaded ? { [kind]: { ...s[kind], page } } : {})),
  reset: () => set({ member: HIDDEN, agent: HIDDEN }),
}));

export const centreStore = useCentreStore;
export const openMemberCentre = (page?: string) => useCentreStore.getState().open('member', page);
export const openAgentCentre = (page?: string) => useCentreStore.getState().open('agent', page);
