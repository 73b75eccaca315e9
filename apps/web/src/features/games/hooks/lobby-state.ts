import type { GameClassify } from '@arcadia/contract/games';
import type { GameListKind } from '../api/get-game-lists';
import type { GameListParams } from '../api/get-games';

/** Lists the slot lobby's `?page=` may name besides a vendor (spec 001 §2). */
export const LIST_TABS = { hot: 'hot', recentGameList: 'recent', favGameList: 'favourites' } as const satisfies Record<
  string,
  GameListKind
>;
export type ListTab = keyof typeof LIST_TABS;

/**
 * The slot lobby's state. `tab` is the `?page=` value: a vendor code, a list tab, or null (every
 * RNG vendor). `draft` is what is typed; `name` what was searched (on Enter, trimmed).
 */
export type LobbyState = { tab: string | null; classify: GameClassify | null; draft: string; name: string; pageNo: number };

export type LobbyAction =
  | { type: 'tab'; tab: string | null }
  | { type: 'classify'; classify: GameClassify | null }
  | { type: 'draft'; value: string }
  | { type: 'search'; firstVendor: string | null }
  | { type: 'page'; pageNo: number };

export const initialLobby = (tab: string | null): LobbyState => ({ tab, classify: null, draft: '', name: '', pageNo: 1 });

export const isListTab = (tab: string | null): tab is ListTab => tab !== null && Object.hasOwn(LIST_TABS, tab);
/** Recent and favourite lists are the member's own: a visitor is asked to log in. */
export const needsLogin = (tab: string | null) => tab === 'recentGameList' || tab === 'favGameList';

export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  switch (action.type) {
    case 'tab':
      // Another vendor (or list) starts clean: name, classify and page reset (spec 001 §2).
      return action.tab === state.tab ? state : initialLobby(action.tab);
    case 'classify':
      return { ...state, classify: action.classify, pageNo: 1 };
    case 'draft':
      return { ...state, draft: action.value };
    case 'search': {
      const name = state.draft.trim();
      // A search needs a vendor: with none (or a list) selected it runs on the first one, and
      // like any change of vendor that starts without the type filter.
      if (state.tab === null || isListTab(state.tab)) return { ...initialLobby(action.firstVendor), draft: name, name };
      return { ...state, draft: name, name, pageNo: 1 };
    }
    case 'page':
      return { ...state, pageNo: Math.max(1, Math.floor(action.pageNo)) };
  }
}

/** What the grid loads for a state: a list tab, or the user game list of the RNG lane. */
export function lobbyRequest(state: LobbyState): { kind: GameListKind; pageNo: number } | { kind: 'list'; params: GameListParams } {
  if (isListTab(state.tab)) return { kind: LIST_TABS[state.tab], pageNo: state.pageNo };
  return {
    kind: 'list',
    params: {
      gameType: 'RNG',
      vassalage: state.tab ?? undefined,
      gameClassify: state.classify ?? undefined,
      gameName: state.name || undefined,
      pageNo: state.pageNo,
    },
  };
}
