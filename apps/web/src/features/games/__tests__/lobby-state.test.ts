import { describe, expect, it } from 'vitest';
import { initialLobby, type LobbyState, lobbyReducer, lobbyRequest, needsLogin } from '../hooks/lobby-state';

const filtered: LobbyState = { tab: 'PG', classify: 'JP', draft: 'dragon', name: 'dragon', pageNo: 3 };

describe('slot lobby state (spec 001 §2)', () => {
  it('changing vendor resets name, classify and page', () => {
    expect(lobbyReducer(filtered, { type: 'tab', tab: 'FAKE' })).toEqual({ tab: 'FAKE', classify: null, draft: '', name: '', pageNo: 1 });
    // choosing the selected vendor again keeps the filters
    expect(lobbyReducer(filtered, { type: 'tab', tab: 'PG' })).toBe(filtered);
    // a list tab (hot, recent, favourites) starts clean as well
    expect(lobbyReducer(filtered, { type: 'tab', tab: 'favGameList' })).toEqual(initialLobby('favGameList'));
  });

  it('the name is searched on Enter, trimmed; typing alone does not search', () => {
    const typed = lobbyReducer(initialLobby('PG'), { type: 'draft', value: '  Mahjong Ways \t' });
    expect(typed.name).toBe('');
    const searched = lobbyReducer({ ...typed, pageNo: 4 }, { type: 'search', firstVendor: 'ARCADIA' });
    expect(searched).toMatchObject({ tab: 'PG', name: 'Mahjong Ways', draft: 'Mahjong Ways', pageNo: 1 });
    // only blanks: the search clears the name
    const blank = lobbyReducer({ ...searched, draft: '   ' }, { type: 'search', firstVendor: 'ARCADIA' });
    expect(blank.name).toBe('');
    expect(lobbyRequest(blank)).toEqual({ kind: 'list', params: expect.objectContaining({ gameName: undefined }) });
  });

  it('a search without a vendor (or from a list tab) runs on the first vendor', () => {
    const none = lobbyReducer(
      { ...initialLobby(null), classify: 'JP', pageNo: 2, draft: 'reels' },
      { type: 'search', firstVendor: 'ARCADIA' },
    );
    expect(none).toEqual({ tab: 'ARCADIA', classify: null, name: 'reels', draft: 'reels', pageNo: 1 });
    const fromHot = lobbyReducer({ ...initialLobby('hot'), draft: 'reels' }, { type: 'search', firstVendor: 'ARCADIA' });
    expect(fromHot.tab).toBe('ARCADIA');
  });

  it('a classify filter goes back to page 1; the page never goes below 1', () => {
    expect(lobbyReducer(filtered, { type: 'classify', classify: 'VP' })).toMatchObject({ classify: 'VP', pageNo: 1, name: 'dragon' });
    expect(lobbyReducer(filtered, { type: 'page', pageNo: 0 }).pageNo).toBe(1);
    expect(lobbyReducer(filtered, { type: 'page', pageNo: 5 }).pageNo).toBe(5);
  });

  it('loads the RNG user game list for a vendor, and the named list for a list tab', () => {
    expect(lobbyRequest(filtered)).toEqual({
      kind: 'list',
      params: { gameType: 'RNG', vassalage: 'PG', gameClassify: 'JP', gameName: 'dragon', pageNo: 3 },
    });
    expect(lobbyRequest(initialLobby(null))).toEqual({
      kind: 'list',
      params: { gameType: 'RNG', vassalage: undefined, gameClassify: undefined, gameName: undefined, pageNo: 1 },
    });
    expect(lobbyRequest({ ...initialLobby('recentGameList'), pageNo: 2 })).toEqual({ kind: 'recent', pageNo: 2 });
    expect(lobbyRequest(initialLobby('favGameList'))).toEqual({ kind: 'favourites', pageNo: 1 });
    expect(lobbyRequest(initialLobby('hot'))).toEqual({ kind: 'hot', pageNo: 1 });
  });

  it('recent and favourite lists need a login, the others do not', () => {
    expect(needsLogin('recentGameList')).toBe(true);
    expect(needsLogin('favGameList')).toBe(true);
    expect(needsLogin('hot')).toBe(false);
    expect(needsLogin('PG')).toBe(false);
    expect(needsLogin(null)).toBe(false);
  });
});
