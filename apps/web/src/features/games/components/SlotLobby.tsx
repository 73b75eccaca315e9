import { GAME_CLASSIFY } from '@arcadia/contract/games';
import { Button, Group, ScrollArea, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGameList } from '../api/get-game-lists';
import { useGames } from '../api/get-games';
import { useVendors } from '../api/get-vendors';
import { initialLobby, LIST_TABS, type LobbyAction, lobbyReducer, lobbyRequest, needsLogin } from '../hooks/lobby-state';
import { gridState, useGridPlay } from '../hooks/use-grid-play';
import { GameGrid } from './GameGrid';
import { MaintenanceLayer } from './MaintenanceLayer';

const ALL = '__all';
/** Up to this many vendor tabs wrap; more scroll sideways (spec 001 §2). */
const TABS_BEFORE_SCROLL = 8;

/** The slot lobby `/electron` (spec 001 §2): vendor tabs of the RNG lane, filters, search, grid. */
export default function SlotLobby({ signedIn, onLoginRequired }: { signedIn: boolean; onLoginRequired: () => void }) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const urlTab = params.get('page');
  const [state, dispatch] = useReducer(lobbyReducer, urlTab, initialLobby);
  const vendors = useVendors('RNG');
  const { launcher, actions } = useGridPlay(signedIn, onLoginRequired);

  // The URL carries the tab (links, back button); the reducer resets the filters when it changes.
  useEffect(() => dispatch({ type: 'tab', tab: urlTab }), [urlTab]);
  const act = (action: LobbyAction) => {
    const next = lobbyReducer(state, action);
    dispatch(action);
    if (next.tab !== state.tab) setParams(next.tab ? { page: next.tab } : {});
  };

  const req = lobbyRequest(state);
  const blocked = needsLogin(state.tab) && !signedIn;
  const list = useGames(req.kind === 'list' ? req.params : { gameType: 'RNG', pageNo: 1 }, req.kind === 'list');
  const other = useGameList(
    req.kind === 'list' ? 'hot' : req.kind,
    'pageNo' in req ? req.pageNo : 1,
    undefined,
    req.kind !== 'list' && !blocked,
  );
  const query = req.kind === 'list' ? list : other;
  const cards = vendors.data ?? [];
  const scroll = cards.length > TABS_BEFORE_SCROLL;
  const selectTab = (tab: string | null) => act({ type: 'tab', tab: tab === ALL ? null : tab });

  const tabList = (
    <Tabs.List style={scroll ? { flexWrap: 'nowrap' } : undefined}>
      <Tabs.Tab value={ALL}>{t('lobby.allVendors')}</Tabs.Tab>
      {cards.map((v) => (
        <Tabs.Tab key={v.cardId} value={v.accountTypeName} style={{ whiteSpace: 'nowrap' }}>
          {v.displayName}
        </Tabs.Tab>
      ))}
      {Object.keys(LIST_TABS).map((k) => (
        <Tabs.Tab key={k} value={k} style={{ whiteSpace: 'nowrap' }}>
          {t(`lobby.tab.${k}`)}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );

  return (
    <Stack gap="md">
      <Title order={1}>{t('lobby.title')}</Title>
      <Tabs value={state.tab ?? ALL} onChange={selectTab} keepMounted={false}>
        {scroll ? (
          <ScrollArea type="auto" scrollbarSize={6} data-testid="vendor-strip-scroll">
            {tabList}
          </ScrollArea>
        ) : (
          tabList
        )}
      </Tabs>
      {req.kind === 'list' ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap={6} role="group" aria-label={t('lobby.classifyLabel')}>
            {[null, ...GAME_CLASSIFY].map((c) => (
              <Button
                key={c ?? ALL}
                size="compact-sm"
                radius="xl"
                variant={state.classify === c ? 'filled' : 'default'}
                aria-pressed={state.classify === c}
                onClick={() => dispatch({ type: 'classify', classify: c })}
              >
                {t(`classify.${c ?? 'all'}`)}
              </Button>
            ))}
          </Group>
          <TextInput
            type="search"
            w={{ base: '100%', sm: 260 }}
            label={t('lobby.searchLabel')}
            placeholder={t('lobby.searchPlaceholder')}
            description={t('lobby.searchHint')}
            value={state.draft}
            onChange={(e) => dispatch({ type: 'draft', value: e.currentTarget.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') act({ type: 'search', firstVendor: cards[0]?.accountTypeName ?? null });
            }}
          />
        </Group>
      ) : null}
      {blocked ? (
        <Stack align="center" py="xl" gap="sm">
          <Text>{t('lobby.loginForList')}</Text>
          <Button onClick={onLoginRequired}>{t('login.action')}</Button>
        </Stack>
      ) : (
        <GameGrid {...gridState(query)} onPage={(pageNo) => dispatch({ type: 'page', pageNo })} {...actions} />
      )}
      <MaintenanceLayer notice={launcher.maintenance} onClose={launcher.clearMaintenance} onPlay={launcher.launch} />
    </Stack>
  );
}
